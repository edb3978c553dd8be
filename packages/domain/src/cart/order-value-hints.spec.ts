import type { DeliveryArea, OrderType } from '../contract/organisation.js';
import { makeDeliveryArea } from '../testing/contract-fixtures.js';
import {
  freeDeliveryHint,
  freeDeliveryShortfall,
  minimumOrderMessage,
  minimumOrderShortfall,
} from './order-value-hints.js';

// A stand-in for the format module's formatEuro (German locale).
const euro = (euros: number) => `${euros.toFixed(2).replace('.', ',')} €`;

describe('minimumOrderShortfall', () => {
  it.each<
    [
      string,
      OrderType,
      Partial<DeliveryArea> | null,
      number,
      { minimum: number; missing: number } | null,
    ]
  >([
    ['below the minimum', 'delivery', {}, 11.5, { minimum: 15, missing: 3.5 }],
    ['an empty cart', 'delivery', {}, 0, { minimum: 15, missing: 15 }],
    ['a cent below', 'delivery', {}, 14.99, { minimum: 15, missing: 0.01 }],
    ['exactly the minimum is enough', 'delivery', {}, 15, null],
    ['above the minimum', 'delivery', {}, 20, null],
    ['float sums do not matter', 'delivery', { minimumOrderValue: 0.3 }, 0.1 + 0.2, null],
    ['no minimum', 'delivery', { minimumOrderValue: null }, 1, null],
    ['a zero minimum', 'delivery', { minimumOrderValue: 0 }, 0, null],
    ['takeaway has no minimum', 'takeaway', {}, 1, null],
    ['dine-in has no minimum', 'dineIn', {}, 1, null],
    ['no area chosen', 'delivery', null, 1, null],
  ])('%s', (_name, orderType, overrides, gross, expected) => {
    const area = overrides === null ? null : makeDeliveryArea(overrides);
    expect(minimumOrderShortfall(orderType, area, gross)).toEqual(expected);
  });

  it('words the blocking message with the formatter', () => {
    expect(minimumOrderMessage({ minimum: 15, missing: 3.5 }, euro)).toBe(
      'Der Mindestbestellwert von 15,00 € ist noch nicht erreicht. Es fehlen noch 3,50 €.',
    );
  });
});

describe('freeDeliveryShortfall', () => {
  it.each<
    [
      string,
      OrderType,
      Partial<DeliveryArea> | null,
      number,
      { freeFrom: number; missing: number } | null,
    ]
  >([
    ['below the threshold', 'delivery', {}, 27.99, { freeFrom: 40, missing: 12.02 }],
    [
      'exactly the threshold still lacks a cent',
      'delivery',
      {},
      40,
      { freeFrom: 40, missing: 0.01 },
    ],
    ['above the threshold', 'delivery', {}, 40.01, null],
    ['a free area', 'delivery', { free: true }, 1, null],
    ['no threshold', 'delivery', { freeFromOrderValue: null }, 1, null],
    ['takeaway', 'takeaway', {}, 1, null],
    ['no area', 'delivery', null, 1, null],
  ])('%s', (_name, orderType, overrides, gross, expected) => {
    const area = overrides === null ? null : makeDeliveryArea(overrides);
    expect(freeDeliveryShortfall(orderType, area, gross)).toEqual(expected);
  });

  it('words the hint with the formatter', () => {
    expect(freeDeliveryHint({ freeFrom: 40, missing: 12.02 }, euro)).toBe(
      'Noch 12,02 € bis zur kostenlosen Lieferung (ab einem Bestellwert über 40,00 €).',
    );
  });
});
