import { formatEuro } from '../format/money-format.js';
import { DONATION_AMOUNT } from './donation.js';

describe('DONATION_AMOUNT', () => {
  it('is seven cents', () => {
    expect(formatEuro(DONATION_AMOUNT)).toBe('0,07\u00a0€');
  });
});
