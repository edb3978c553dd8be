import fc from 'fast-check';
import { pricingInEuros, pricingTotalsInCents, type TaxedAmount } from './pricing-totals.js';
import { splitGrossCents, taxRateKey } from './tax-split.js';

describe('pricingTotalsInCents', () => {
  it('splits items and delivery per rate', () => {
    const totals = pricingTotalsInCents(
      [
        { grossCents: 1100, taxRate: 10 },
        { grossCents: 1000, taxRate: 10 },
        { grossCents: 480, taxRate: 20 },
      ],
      { grossCents: 350, taxRate: 20 },
    );
    expect(totals).toEqual({
      gross: 2580,
      deliveryGross: 350,
      totalGross: 2930,
      totalNet: 1000 + 909 + 400 + 292,
      taxes: { '10': 191, '20': 138 },
    });
  });

  it('has no delivery and no taxes for an empty order', () => {
    expect(pricingTotalsInCents([], null)).toEqual({
      gross: 0,
      deliveryGross: 0,
      totalGross: 0,
      totalNet: 0,
      taxes: {},
    });
  });

  const rate = fc.constantFrom(0, 5.5, 10, 13, 20);
  const amount = fc.record({ grossCents: fc.integer({ min: 0, max: 1e7 }), taxRate: rate });

  it('keeps every identity in whole cents for random orders', () => {
    fc.assert(
      fc.property(
        fc.array(amount, { maxLength: 30 }),
        fc.option(amount),
        (items: TaxedAmount[], delivery: TaxedAmount | null) => {
          const totals = pricingTotalsInCents(items, delivery);
          const all = delivery === null ? items : [...items, delivery];
          const taxSum = Object.values(totals.taxes).reduce((a, b) => a + b, 0);
          for (const value of [totals.gross, totals.totalNet, totals.totalGross, taxSum]) {
            expect(Number.isInteger(value)).toBe(true);
          }
          expect(totals.gross).toBe(items.reduce((sum, i) => sum + i.grossCents, 0));
          expect(totals.totalGross).toBe(totals.gross + totals.deliveryGross);
          expect(totals.deliveryGross).toBe(delivery?.grossCents ?? 0);
          expect(totals.totalNet + taxSum).toBe(totals.totalGross);
          // Per rate: net + tax = gross of that rate, exactly.
          for (const key of Object.keys(totals.taxes)) {
            const ofRate = all.filter((a) => taxRateKey(a.taxRate) === key);
            const gross = ofRate.reduce((sum, a) => sum + a.grossCents, 0);
            const net = ofRate.reduce(
              (sum, a) => sum + splitGrossCents(a.grossCents, a.taxRate).netCents,
              0,
            );
            expect(net + totals.taxes[key]).toBe(gross);
          }
        },
      ),
    );
  });
});

describe('pricingInEuros', () => {
  it('converts every amount to euros with two decimals', () => {
    expect(
      pricingInEuros({
        gross: 2580,
        deliveryGross: 350,
        totalGross: 2930,
        totalNet: 2601,
        taxes: { '10': 191, '20': 138 },
      }),
    ).toEqual({
      gross: 25.8,
      deliveryGross: 3.5,
      totalGross: 29.3,
      totalNet: 26.01,
      taxes: { '10': 1.91, '20': 1.38 },
    });
  });
});
