import {
  centsToEuros,
  deliveryFeeCents,
  eurosToCents,
  formatEuro,
  isUnitOffered,
  itemCalculationModel,
  lineAmountError,
  priceCart,
  pricingInEuros,
  pricingTotalsInCents,
  quantityRules,
  staffAmountMessage,
  splitGrossCents,
  staffItemAmount,
  taxRateForOrderType,
  type FieldError,
  type CartItemInput,
  type DeliveryArea,
  type OrderItemPart,
  type OrderType,
  type PricedCartItem,
  type Pricing,
  type Product,
  type UnitKey,
  type UpdateOrderItemInput,
} from '@bestellwerk/domain';
import { cartPartsOfSnapshot } from './order-item-parts.js';

/** The stored item a change starts from. */
export interface StoredItem {
  unit: UnitKey;
  parts: OrderItemPart[];
}

/** The change of one item as the cart would send it, priced; or why it cannot be made. */
export type RepricedItem =
  { cart: CartItemInput; priced: PricedCartItem } | { cart: CartItemInput; errors: FieldError[] };

/**
 * An order item with a new amount, unit or options, priced from the product as it is now with
 * the checkout's rules: the unit must be offered, every part must be valid. The amount is what
 * staff entered (see staffItemAmount): weighed items (non-fixed model) keep it exactly within
 * the unit's limits, beyond them it is refused; fixed items snap to the unit's grid and
 * limits. An amount above the order line's maximum (maxLineAmount: 999 Stk., 999 kg …) is
 * refused before anything snaps. Unit and options left out keep the item's. Errors name the
 * body's fields (`amount`, `unit`, `parts.{i}`).
 */
export function repriceItem(
  product: Product,
  item: StoredItem,
  input: UpdateOrderItemInput,
  orderType: OrderType,
): RepricedItem {
  const unit = input.unit ?? item.unit;
  const parts = input.parts ?? cartPartsOfSnapshot(product, item.parts);
  let amount = input.amount;
  const bound = lineAmountError({ product, amount, unit }, 'amount');
  if (bound) return { cart: { product: product.id, amount, unit, parts }, errors: [bound] };
  if (Number.isFinite(amount) && amount > 0 && isUnitOffered(product, unit)) {
    const rules = quantityRules(product, unit);
    const staffAmount = staffItemAmount(amount, rules, itemCalculationModel(product, unit));
    if ('issue' in staffAmount) {
      const message = staffAmountMessage(product.name, staffAmount.issue, rules, unit);
      return {
        cart: { product: product.id, amount, unit, parts },
        errors: [{ message, field: 'amount' }],
      };
    }
    amount = staffAmount.amount;
  }
  const cart: CartItemInput = { product: product.id, amount, unit, parts };
  const result = priceCart({
    products: [product],
    items: [cart],
    orderType,
    // The fee and the minimum order concern the whole order, not this item.
    deliveryArea: null,
    formatMoney: formatEuro,
    exactAmounts: true,
  });
  const errors = itemFieldErrors(result.errors);
  if (errors.length > 0 || result.items.length === 0) return { cart, errors };
  return { cart, priced: result.items[0] };
}

/** The errors of the cart's first item, at the fields of the item's own body. */
export function itemFieldErrors(errors: readonly FieldError[]): FieldError[] {
  return errors
    .filter((error) => error.field?.startsWith('items.0.'))
    .map((error) => ({ ...error, field: error.field!.slice('items.0.'.length) }));
}

/** The delivery fee rules of an order: the fee as it was, free rules of its area as they are. */
export type OrderDeliveryFee =
  | { kind: 'area'; area: Pick<DeliveryArea, 'price' | 'tax' | 'free' | 'freeFromOrderValue'> }
  | { kind: 'fixed'; grossCents: number; taxRate: number }
  | { kind: 'none' };

/**
 * The totals of an order from its items' gross and tax rate and its delivery fee, as the
 * checkout computes them: each amount split into net and tax on its own, then summed; a fee
 * that is waived above its area's free-from value.
 */
export function orderTotals(
  items: readonly { gross: number; taxRate: number }[],
  orderType: OrderType,
  fee: OrderDeliveryFee,
): Pricing {
  const taxed = items.map((item) => ({
    grossCents: eurosToCents(item.gross),
    taxRate: item.taxRate,
  }));
  const itemsGross = taxed.reduce((sum, item) => sum + item.grossCents, 0);
  let delivery: { grossCents: number; taxRate: number } | null = null;
  if (fee.kind === 'area') {
    const cents = deliveryFeeCents(orderType, fee.area, itemsGross);
    if (cents > 0) delivery = { grossCents: cents, taxRate: fee.area.tax };
  } else if (fee.kind === 'fixed' && fee.grossCents > 0) {
    delivery = { grossCents: fee.grossCents, taxRate: fee.taxRate };
  }
  return pricingInEuros(pricingTotalsInCents(taxed, delivery));
}

/** An item's gross, tax rate and net as stored. */
export interface TaxedItem {
  gross: number;
  taxRate: number;
  net: number;
}

/**
 * An item after its order changed type: the gross stays as ordered, the tax rate becomes the
 * product's rate for the new type as the product is now (taxRateForOrderType) and the net
 * follows; an item whose product is gone (`product` null) keeps its rate.
 */
export function retaxItem(
  item: TaxedItem,
  product: Pick<Product, 'tax' | 'takeawayTax' | 'dineInTax'> | null,
  orderType: OrderType,
): TaxedItem {
  if (!product) return { gross: item.gross, taxRate: item.taxRate, net: item.net };
  const taxRate = taxRateForOrderType(product, orderType);
  const split = splitGrossCents(eurosToCents(item.gross), taxRate);
  return { gross: item.gross, taxRate, net: centsToEuros(split.netCents) };
}
