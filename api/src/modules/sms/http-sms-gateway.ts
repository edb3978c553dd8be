import { SmsDeliveryError, type OutgoingSms, type SmsProvider } from './sms-provider.js';

/** How long the gateway may take to answer before the message counts as not sent. */
const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * An SMS gateway reached by a plain HTTP POST of `{ to, from, text }` as JSON (with a Bearer
 * token when one is configured). Any 2xx answer means the gateway took the message.
 */
export class HttpSmsGateway implements SmsProvider {
  constructor(
    private readonly url: string,
    private readonly token: string | null,
  ) {}

  async deliver({ to, from, text }: OutgoingSms): Promise<void> {
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          accept: 'application/json',
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        },
        body: JSON.stringify({ to, from, text }),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
    } catch (error) {
      throw new SmsDeliveryError(
        `SMS-Gateway nicht erreichbar: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    // The body is not needed; reading it frees the connection.
    const answer = (await response.text().catch(() => '')).slice(0, 200);
    if (!response.ok)
      throw new SmsDeliveryError(`SMS-Gateway antwortete ${response.status}: ${answer}`);
  }
}
