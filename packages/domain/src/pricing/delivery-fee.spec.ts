import type { DeliveryArea, OrderType } from '../contract/organisation.js';
import { makeDeliveryArea } from '../testing/contract-fixtures.js';
import { deliveryFeeCents, isDeliveryFree } from './delivery-fee.js';

describe('isDeliveryFree and deliveryFeeCents', () => {
  it.each<[string, OrderType, Partial<DeliveryArea> | null, number, boolean, number]>([
    ['below the threshold pays', 'delivery', {}, 3999, false, 350],
    ['exactly the threshold still pays (strictly above)', 'delivery', {}, 4000, false, 350],
    ['a cent above the threshold is free', 'delivery', {}, 4001, true, 0],
    ['a free area', 'delivery', { free: true }, 100, true, 0],
    ['no threshold always pays', 'delivery', { freeFromOrderValue: null }, 1e7, false, 350],
    [
      'a threshold of 0 is free from the first cent',
      'delivery',
      { freeFromOrderValue: 0 },
      1,
      true,
      0,
    ],
    ['takeaway never pays', 'takeaway', {}, 100, false, 0],
    ['dine-in never pays', 'dineIn', {}, 100, false, 0],
    ['delivery without an area pays nothing', 'delivery', null, 100, false, 0],
    ['a negative price is no fee', 'delivery', { price: -2 }, 100, false, 0],
  ])('%s', (_name, orderType, overrides, itemsGross, free, fee) => {
    const area = overrides === null ? null : makeDeliveryArea(overrides);
    if (area !== null) expect(isDeliveryFree(area, itemsGross)).toBe(free);
    expect(deliveryFeeCents(orderType, area, itemsGross)).toBe(fee);
  });
});
