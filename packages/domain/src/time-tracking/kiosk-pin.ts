/** Digits of a personal clock-in PIN on the shop tablet. */
export const KIOSK_PIN_MIN_DIGITS = 4;
export const KIOSK_PIN_MAX_DIGITS = 6;

export const KIOSK_PIN_FORMAT_MESSAGE = `Die PIN besteht aus ${KIOSK_PIN_MIN_DIGITS} bis ${KIOSK_PIN_MAX_DIGITS} Ziffern.`;
export const KIOSK_PIN_WEAK_MESSAGE =
  'Diese PIN ist zu leicht zu erraten. Bitte keine gleichen Ziffern und keine Zahlenreihe.';

/** Whether the PIN is all one digit or a run up or down (1234, 9876, 0000). */
function isGuessable(pin: string): boolean {
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((digit, index) => digit - digits[index]));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]);
}

/** Why a new PIN is refused, or null when it is fine. */
export function kioskPinError(pin: string): string | null {
  const pattern = new RegExp(`^\\d{${KIOSK_PIN_MIN_DIGITS},${KIOSK_PIN_MAX_DIGITS}}$`);
  if (!pattern.test(pin)) return KIOSK_PIN_FORMAT_MESSAGE;
  return isGuessable(pin) ? KIOSK_PIN_WEAK_MESSAGE : null;
}
