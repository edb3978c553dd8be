import { KIOSK_PIN_WEAK_MESSAGE, kioskPinError } from './kiosk-pin.js';

describe('kioskPinError', () => {
  it.each(['4711', '80531', '271828', '1243'])('accepts %s', (pin) => {
    expect(kioskPinError(pin)).toBeNull();
  });

  it.each(['123', '1234567', '12a4', ' 4711', '４７１１', ''])(
    'refuses the format of %p',
    (pin) => {
      expect(kioskPinError(pin)).toBe('Die PIN besteht aus 4 bis 6 Ziffern.');
    },
  );

  it.each(['0000', '1234', '98765', '456789', '111111'])('refuses the guessable %s', (pin) => {
    expect(kioskPinError(pin)).toBe(KIOSK_PIN_WEAK_MESSAGE);
  });
});
