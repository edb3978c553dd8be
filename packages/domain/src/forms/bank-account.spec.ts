import { compactBankCode, formatIban, isBic, isIban } from './bank-account.js';

describe('isIban', () => {
  it.each([
    'AT611904300234573201',
    'AT61 1904 3002 3457 3201',
    'at61 1904 3002 3457 3201',
    'DE89 3704 0044 0532 0130 00',
    'CH93 0076 2011 6238 5295 7',
  ])('accepts %s', (iban) => {
    expect(isIban(iban)).toBe(true);
  });

  it.each([
    ['a wrong check digit', 'AT61 1904 3002 3457 3202'],
    ['a wrong length for Austria', 'AT61 1904 3002 3457 320'],
    ['no country', '6119 0430 0234 5732 01'],
    ['letters as check digits', 'ATXX 1904 3002 3457 3201'],
    ['punctuation', 'AT61-1904-3002-3457-3201'],
    ['nothing', ''],
  ])('rejects %s', (_, iban) => {
    expect(isIban(iban)).toBe(false);
  });
});

describe('isBic', () => {
  it.each(['GIBAATWWXXX', 'GIBAATWW', 'bkau atww xxx', 'RZOOAT2L'])('accepts %s', (bic) => {
    expect(isBic(bic)).toBe(true);
  });

  it.each(['GIBAATW', 'GIBA1TWW', 'GIBAATWWXX', 'GIBAATWWXXXX', ''])('rejects %s', (bic) => {
    expect(isBic(bic)).toBe(false);
  });
});

describe('bank code text', () => {
  it('removes spaces and capitalises, and prints an IBAN in groups of four', () => {
    expect(compactBankCode(' at61 1904\t3002 ')).toBe('AT6119043002');
    expect(formatIban('at611904300234573201')).toBe('AT61 1904 3002 3457 3201');
  });
});
