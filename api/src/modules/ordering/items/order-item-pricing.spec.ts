import type { OrderType } from '@bestellwerk/domain';
import { retaxItem, type TaxedItem } from './order-item-pricing.js';

/** Coffee: 10 % delivered or to take away, 20 % in the café. */
const coffee = { tax: 10, takeawayTax: 10, dineInTax: 20 };

describe('retaxItem', () => {
  it.each<[string, TaxedItem, OrderType, typeof coffee | null, TaxedItem]>([
    // 6.00 / 1.2 = 5.00
    [
      'eaten in: 20 %',
      { gross: 6, taxRate: 10, net: 5.45 },
      'dineIn',
      coffee,
      { gross: 6, taxRate: 20, net: 5 },
    ],
    // 6.00 / 1.1 = 5.4545… → 5.45
    [
      'taken away: 10 %',
      { gross: 6, taxRate: 20, net: 5 },
      'takeaway',
      coffee,
      { gross: 6, taxRate: 10, net: 5.45 },
    ],
    // 0.99 / 1.1 = 0.9 exactly
    [
      'delivered: 10 %',
      { gross: 0.99, taxRate: 20, net: 0.83 },
      'delivery',
      coffee,
      { gross: 0.99, taxRate: 10, net: 0.9 },
    ],
    [
      'its product gone: as it was',
      { gross: 6, taxRate: 13, net: 5.31 },
      'dineIn',
      null,
      { gross: 6, taxRate: 13, net: 5.31 },
    ],
  ])(
    'keeps the gross and takes the rate of the new type: %s',
    (_name, item, type, product, expected) => {
      expect(retaxItem(item, product, type)).toEqual(expected);
    },
  );
});
