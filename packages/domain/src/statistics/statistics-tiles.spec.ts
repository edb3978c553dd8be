import type {
  CanceledOrdersFigures,
  RevenueFigures,
  StatisticsAnswer,
  UniqueVisitorsFigures,
} from '../contract/statistics.js';
import {
  conversionRate,
  formatChange,
  formatPercent,
  relativeChange,
  statisticsTiles,
} from './statistics-tiles.js';

const PERIOD = { from: '2026-10-01', to: '2026-10-31' };
const BEFORE = { from: '2026-08-31', to: '2026-09-30' };

function revenue(orders: number, grossCents: number): RevenueFigures {
  return {
    orders,
    grossCents,
    netCents: 0,
    taxes: [],
    averageBasketCents: orders ? Math.round(grossCents / orders) : 0,
    byPaymentMethod: [],
    byBranch: [],
    days: [],
  };
}
const visitors = (total: number): UniqueVisitorsFigures => ({ days: [], total });
const canceled = (count: number, lostRevenueCents: number): CanceledOrdersFigures => ({
  count,
  lostRevenueCents,
  byReason: [],
  days: [],
});
const answer = <F>(figures: F, previous?: F): StatisticsAnswer<F> => ({
  period: PERIOD,
  figures,
  previous: previous === undefined ? null : { period: BEFORE, figures: previous },
});

describe('statistics tiles', () => {
  it.each([
    [8, 250, 0.032, '3,2 %'],
    [1, 3, 1 / 3, '33,3 %'],
    [0, 40, 0, '0,0 %'],
    [5, 0, null, '–'],
  ])('%i orders of %i visitors convert at %s (%s)', (orders, visits, rate, text) => {
    expect(conversionRate(orders, visits)).toBe(rate);
    expect(formatPercent(conversionRate(orders, visits))).toBe(text);
  });

  it.each([
    [112, 100, '+12 %'],
    [95, 100, '−5 %'],
    [100, 100, '±0 %'],
    [100.4, 100, '±0 %'],
    [2500, 100, '+2.400 %'],
    [10, 0, '–'],
  ])('%s against %s reads %s', (current, previous, text) => {
    expect(formatChange(relativeChange(current, previous))).toBe(text);
  });

  it('shows the key figures with their change against the previous period, fewer cancellations as good news', () => {
    // 12 orders for 1.234,56 € gross → basket 102,88 € (123456 / 12 = 10288); 400 visitors →
    // 3,0 %. Before: 10 orders for 1.000,00 €, basket 100,00 €, 500 visitors → 2,0 %.
    const tiles = statisticsTiles({
      revenue: answer(revenue(12, 123456), revenue(10, 100000)),
      'unique-visitors': answer(visitors(400), visitors(500)),
      'canceled-orders': answer(canceled(3, 4590), canceled(4, 6000)),
    });
    expect(
      tiles.map(({ label, value, detail, change, favourable }) => [
        label,
        value,
        detail,
        change,
        favourable,
      ]),
    ).toEqual([
      ['Umsatz (brutto)', '1.234,56\u00a0€', undefined, '+23 %', true],
      ['Bestellungen', '12', undefined, '+20 %', true],
      ['Ø Warenkorb', '102,88\u00a0€', undefined, '+3 %', true],
      ['Eindeutige Besucher', '400', undefined, '−20 %', false],
      ['Conversion', '3,0 %', 'Bestellungen je Besucher', '+50 %', true],
      ['Stornierungen', '3', '45,90\u00a0€ entgangener Umsatz', '−25 %', true],
    ]);
  });

  it('shows no change without comparison and a dash for conversion without visitors', () => {
    const tiles = statisticsTiles({
      revenue: answer(revenue(2, 2000)),
      'unique-visitors': answer(visitors(0)),
      'canceled-orders': answer(canceled(0, 0)),
    });
    expect(tiles.find((tile) => tile.key === 'conversion')?.value).toBe('–');
    expect(
      tiles.every(
        (tile) => tile.change === null && tile.trend === null && tile.favourable === null,
      ),
    ).toBe(true);
  });
});
