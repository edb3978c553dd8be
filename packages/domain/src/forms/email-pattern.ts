/**
 * The simple e-mail pattern of the spec: text, at sign, text, dot, text, where "text" is one or
 * more characters other than whitespace and `@`. Shared by the checkout and the contact form.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether an e-mail address (surrounding whitespace ignored) matches `EMAIL_PATTERN`. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
