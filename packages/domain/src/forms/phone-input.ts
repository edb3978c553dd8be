/** Shown when a phone number is given but is not in international format (storefront.md §5 "Checkout"). */
export const PHONE_FORMAT_MESSAGE =
  'Bitte geben Sie eine gültige Nummer im Format +436641234567 an.';

/**
 * What the phone field keeps while the customer types: digits, plus signs and spaces; every
 * other character is dropped.
 */
export function filterPhoneInput(value: string): string {
  return value.replace(/[^\d+ ]/g, '');
}

/**
 * The phone number as stored once the field changes: only digits and plus signs remain, and a
 * leading `00` becomes `+` (`0043 664 123` → `+43664123`). Idempotent.
 */
export function normalizePhone(value: string): string {
  const digits = value.replace(/[^\d+]/g, '');
  return digits.startsWith('00') ? `+${digits.slice(2)}` : digits;
}

/**
 * Whether a phone number is in the international format the message asks for: after
 * normalisation a `+` followed by digits only. An empty value is not valid (whether the field may
 * stay empty is the caller's concern).
 */
export function isValidPhone(value: string): boolean {
  return /^\+\d+$/.test(normalizePhone(value));
}
