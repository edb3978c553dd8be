/** A text message to one phone number. */
export interface SmsMessage {
  /** The recipient's number as entered (the gateway normalises it). */
  to: string;
  text: string;
}

/** A message with its sender, as it leaves the app. */
export interface OutgoingSms extends SmsMessage {
  from: string;
}

/** Hands messages on: resolves once the message is accepted, throws when it is not. */
export interface SmsProvider {
  deliver(message: OutgoingSms): Promise<void>;
}

/** Injection token of the configured SmsProvider. */
export const SMS_PROVIDER = Symbol('SMS_PROVIDER');

/** A message could not be handed on; `message` says why (for the log). */
export class SmsDeliveryError extends Error {}
