import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { runInThisContext } from 'node:vm';

/**
 * A local stand-in for the Mollie API (the subset Bestellwerk uses: create and get payments),
 * for the real @mollie/api-client. The client only speaks HTTPS through its own agent with
 * Mollie's CA bundle, so the stub serves HTTPS with the self-signed certificate below and
 * `start()` switches certificate checks off for this process until `close()`.
 */

/** Self-signed P-256 certificate for 127.0.0.1/localhost, valid until 2126. Tests only. */
const TEST_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgbzJRv+b0DTrdcv39
iCRZKeL1xPL9q+wgdVjIfwmvCzKhRANCAAQAC9EqFsT2RgLo6QXbW4J4m1xh9eDJ
UawCJ7e1fgf5RhWNokTFvkNatjEDBeGbOEIgi3ZJ86q4Cy3DXrK7w5Zt
-----END PRIVATE KEY-----
`;
const TEST_CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIBnDCCAUGgAwIBAgIUSama8sPwd84odUdbVCh2wle3w2IwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTEyMTA0MjkwOVoYDzIxMjYxMDI4
MDQyOTA5WjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAAQAC9EqFsT2RgLo6QXbW4J4m1xh9eDJUawCJ7e1fgf5RhWNokTFvkNa
tjEDBeGbOEIgi3ZJ86q4Cy3DXrK7w5Zto28wbTAdBgNVHQ4EFgQU4qyUchmJKPO9
/RIV7xi0Yp1XFrcwHwYDVR0jBBgwFoAU4qyUchmJKPO9/RIV7xi0Yp1XFrcwDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARhwR/AAABgglsb2NhbGhvc3QwCgYIKoZI
zj0EAwIDSQAwRgIhAKqyZeNi5WZ++TPmqRlAQKUDo2fEe1LlbVtN+vWyeZlRAiEA
kE7/CWMaBuZvT+5V1s/17GjA9DTPiEf5oYaViDXTjSo=
-----END CERTIFICATE-----
`;

export type MollieStubStatus =
  'open' | 'pending' | 'authorized' | 'paid' | 'canceled' | 'expired' | 'failed';

export interface MollieStubPayment {
  resource: 'payment';
  id: string;
  mode: 'test';
  status: MollieStubStatus;
  amount: { currency: string; value: string };
  amountRefunded?: { currency: string; value: string };
  description: string;
  redirectUrl: string;
  webhookUrl?: string;
  metadata: unknown;
  createdAt: string;
  _links: Record<string, { href: string; type: string }>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface MollieStub {
  /** The API root to configure as MOLLIE_API_URL (…/v2/). */
  apiUrl: string;
  apiKey: string;
  payments: Map<string, MollieStubPayment>;
  requests: RecordedRequest[];
  /** Sets a payment's status as if the customer had paid, canceled…. */
  setStatus(id: string, status: MollieStubStatus): void;
  /** Books a refund of the payment's whole amount. */
  refund(id: string): void;
  close(): Promise<void>;
}

/**
 * The real process: Jest runs tests in a VM context with a copy of `process` whose env Node's
 * TLS code never reads; code run in Node's main context sees the original.
 */
const realProcess = runInThisContext('process') as NodeJS.Process;

/** The request's JSON, its text when it is no JSON, or null when empty. */
function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/hal+json' });
  response.end(JSON.stringify(body));
}

function mollieError(response: ServerResponse, status: number, title: string, detail: string) {
  send(response, status, { status, title, detail, _links: {} });
}

/** Starts the stub on a random port of 127.0.0.1. Only `apiKey` is accepted as Bearer token. */
export async function startMollieStub(
  apiKey = 'test_bestellwerkstub0000000000000',
): Promise<MollieStub> {
  const payments = new Map<string, MollieStubPayment>();
  const requests: RecordedRequest[] = [];
  let baseUrl = '';

  const server: Server = createServer(
    { key: TEST_KEY, cert: TEST_CERTIFICATE },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const body = parseBody(text);
        const path = new URL(request.url ?? '/', baseUrl).pathname;
        requests.push({ method: request.method ?? '', path, headers: request.headers, body });
        if (request.headers.authorization !== `Bearer ${apiKey}`) {
          return mollieError(
            response,
            401,
            'Unauthorized Request',
            'Missing authentication, or failed to authenticate',
          );
        }
        if (request.method === 'POST' && path === '/v2/payments') {
          const input = body as Partial<MollieStubPayment>;
          if (!input?.amount?.value || !input.description || !input.redirectUrl) {
            return mollieError(
              response,
              422,
              'Unprocessable Entity',
              'The payment is missing a field',
            );
          }
          const id = `tr_${randomBytes(6).toString('hex')}`;
          const payment: MollieStubPayment = {
            resource: 'payment',
            id,
            mode: 'test',
            status: 'open',
            amount: input.amount,
            description: input.description,
            redirectUrl: input.redirectUrl,
            webhookUrl: input.webhookUrl,
            metadata: input.metadata ?? null,
            createdAt: new Date().toISOString(),
            _links: {
              self: { href: `${baseUrl}/v2/payments/${id}`, type: 'application/hal+json' },
              checkout: {
                href: `https://www.mollie.com/checkout/select-method/${id}`,
                type: 'text/html',
              },
            },
          };
          payments.set(id, payment);
          return send(response, 201, payment);
        }
        const match = /^\/v2\/payments\/([^/]+)$/.exec(path);
        if (request.method === 'GET' && match) {
          const payment = payments.get(decodeURIComponent(match[1]));
          if (!payment)
            return mollieError(
              response,
              404,
              'Not Found',
              `No payment exists with token ${match[1]}.`,
            );
          return send(response, 200, payment);
        }
        return mollieError(response, 404, 'Not Found', 'The resource does not exist');
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const previousTlsSetting = realProcess.env.NODE_TLS_REJECT_UNAUTHORIZED;
  realProcess.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

  return {
    apiUrl: `${baseUrl}/v2/`,
    apiKey,
    payments,
    requests,
    setStatus(id, status) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`Mollie-Stub: unbekannte Zahlung ${id}`);
      payment.status = status;
    },
    refund(id) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`Mollie-Stub: unbekannte Zahlung ${id}`);
      payment.amountRefunded = { ...payment.amount };
    },
    async close() {
      if (previousTlsSetting === undefined) delete realProcess.env.NODE_TLS_REJECT_UNAUTHORIZED;
      else realProcess.env.NODE_TLS_REJECT_UNAUTHORIZED = previousTlsSetting;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
