import type { OrderType } from '../contract/organisation.js';
import { emptyCart } from './cart-state.js';
import {
  DEFAULT_DELIVERY_METHOD,
  DELIVERY_METHODS,
  availableDeliveryMethods,
  deliveryMethodOfCart,
  initialDeliveryMethod,
  isDeliveryMethodAvailable,
  withDeliveryMethod,
  type DeliveryMethodFlags,
} from './delivery-method.js';

const flags = (takeaway: boolean, delivery: boolean, dineIn: boolean): DeliveryMethodFlags => ({
  isTakeawayEnabled: takeaway,
  isDeliveryEnabled: delivery,
  isDineInEnabled: dineIn,
});
const all = flags(true, true, true);

describe('availableDeliveryMethods', () => {
  it.each<[DeliveryMethodFlags, OrderType[]]>([
    [all, ['takeaway', 'delivery', 'dineIn']],
    [flags(false, true, true), ['delivery', 'dineIn']],
    [flags(true, false, false), ['takeaway']],
    [flags(false, false, false), []],
  ])('%p → %p', (branch, expected) => {
    expect(availableDeliveryMethods(branch)).toEqual(expected);
    for (const method of expected) expect(isDeliveryMethodAvailable(method, branch)).toBe(true);
  });
});

describe('initialDeliveryMethod', () => {
  it.each<[string, OrderType | null, OrderType | null, DeliveryMethodFlags, OrderType]>([
    ['nothing persisted, no default: takeaway', null, null, all, 'takeaway'],
    ['nothing persisted: the configured default', null, 'delivery', all, 'delivery'],
    ['the persisted choice wins over the default', 'dineIn', 'delivery', all, 'dineIn'],
    ['persisted takeaway stays even with another default', 'takeaway', 'delivery', all, 'takeaway'],
    [
      'a default the branch lacks is skipped',
      null,
      'delivery',
      flags(true, false, true),
      'takeaway',
    ],
    [
      'a persisted method the branch lacks falls to the default',
      'delivery',
      'dineIn',
      flags(true, false, true),
      'dineIn',
    ],
    [
      'without takeaway: the first offered method',
      null,
      null,
      flags(false, true, true),
      'delivery',
    ],
    ['without takeaway or default: dine-in', null, 'delivery', flags(false, false, true), 'dineIn'],
    [
      'a branch offering nothing: takeaway',
      'delivery',
      'dineIn',
      flags(false, false, false),
      'takeaway',
    ],
  ])('%s', (_name, persisted, configDefault, branch, expected) => {
    expect(initialDeliveryMethod(persisted, configDefault, branch)).toBe(expected);
  });

  it('defaults to takeaway and lists the methods in panel order', () => {
    expect(DEFAULT_DELIVERY_METHOD).toBe('takeaway');
    expect(DELIVERY_METHODS).toEqual(['takeaway', 'delivery', 'dineIn']);
  });
});

describe('cart flags', () => {
  it.each<[OrderType, boolean, boolean]>([
    ['takeaway', false, false],
    ['delivery', true, false],
    ['dineIn', false, true],
  ])('%s ↔ isDelivery %p, isDineIn %p', (method, isDelivery, isDineIn) => {
    const cart = withDeliveryMethod(
      { ...emptyCart(), isDelivery: !isDelivery, isDineIn: !isDineIn },
      method,
    );
    expect(cart.isDelivery).toBe(isDelivery);
    expect(cart.isDineIn).toBe(isDineIn);
    expect(deliveryMethodOfCart(cart)).toBe(method);
  });

  it('reads delivery when both flags are set', () => {
    expect(deliveryMethodOfCart({ isDelivery: true, isDineIn: true })).toBe('delivery');
  });
});
