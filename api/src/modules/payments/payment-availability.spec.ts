import {
  isOnlineMethodOffered,
  paymentSetupWarnings,
  withOfferedPaymentMethods,
} from './payment-availability.js';
import { claimedAt, startingClaim } from './payment-start.js';

const mollie = { apiKey: 'live_x', apiUrl: null };
const datatrans = { merchantId: '1', password: 'p', apiUrl: 'https://a', payUrl: 'https://p' };

describe('online payment methods by provider account and PAYMENT_TEST_MODE', () => {
  it.each([
    // [mollie account, datatrans account, test mode] → [mollie offered, datatrans offered]
    [false, false, false, false, false],
    [false, false, true, true, true],
    [true, false, false, true, false],
    [false, true, false, false, true],
    [true, true, false, true, true],
  ])(
    'mollie account %s, datatrans account %s, test mode %s: mollie %s, datatrans %s',
    (hasMollie, hasDatatrans, paymentTestMode, mollieOffered, datatransOffered) => {
      const setup = {
        mollie: hasMollie ? mollie : null,
        datatrans: hasDatatrans ? datatrans : null,
        paymentTestMode,
      };
      expect(isOnlineMethodOffered('mollie', setup)).toBe(mollieOffered);
      expect(isOnlineMethodOffered('datatrans', setup)).toBe(datatransOffered);
      const config = withOfferedPaymentMethods(
        { isMollieEnabled: true, isDatatransEnabled: true, isCashEnabled: true },
        setup,
      );
      expect(config).toEqual({
        isMollieEnabled: mollieOffered,
        isDatatransEnabled: datatransOffered,
        isCashEnabled: true,
      });
    },
  );

  it('never switches on a method the admin switched off', () => {
    const setup = { mollie, datatrans, paymentTestMode: true };
    expect(
      withOfferedPaymentMethods({ isMollieEnabled: false, isDatatransEnabled: false }, setup),
    ).toEqual({ isMollieEnabled: false, isDatatransEnabled: false });
  });

  it('warns about each method without an account: not offered, or simulated', () => {
    expect(paymentSetupWarnings({ mollie, datatrans, paymentTestMode: false })).toEqual([]);
    expect(paymentSetupWarnings({ mollie, datatrans: null, paymentTestMode: false })).toEqual([
      'Online-Zahlung Datatrans wird nicht angeboten: DATATRANS_MERCHANT_ID und DATATRANS_PASSWORD fehlen (die Testzahlung ist aus; PAYMENT_TEST_MODE=true nur zum Testen).',
    ]);
    expect(paymentSetupWarnings({ mollie: null, datatrans, paymentTestMode: true })).toEqual([
      'Online-Zahlung Mollie läuft über die Testzahlung (PAYMENT_TEST_MODE): jeder kann seine Bestellung selbst als bezahlt markieren. Für echte Zahlungen MOLLIE_API_KEY setzen.',
    ]);
  });
});

describe('the payment start claim', () => {
  it('holds the moment it was claimed, and no provider id reads as a claim', () => {
    const now = new Date('2026-03-02T08:00:00.000Z');
    expect(claimedAt(startingClaim(now))).toBe(now.getTime());
    for (const reference of [
      null,
      'tr_WDqYK6vllg',
      '260302080000123456',
      'tz_AAAAAAAAAAAAAAAAAAAAAA',
    ])
      expect(claimedAt(reference)).toBeNull();
  });
});
