import type { Product } from '../contract/catalog.js';
import type { FieldError, Id } from '../contract/common.js';
import type { CartItemInput, OrderItem, Pricing } from '../contract/ordering.js';
import type { DeliveryArea, OrderType } from '../contract/organisation.js';
import { centsToEuros } from '../money/cents.js';
import { isApproximatePrice, itemCalculationModel } from '../pricing/calculation-models.js';
import { deliveryFeeCents, isDeliveryFree } from '../pricing/delivery-fee.js';
import { itemGrossCents, unitPriceCents } from '../pricing/item-price.js';
import {
  pricingInEuros,
  pricingTotalsInCents,
  type PricingInCents,
} from '../pricing/pricing-totals.js';
import { splitGrossCents, taxRateForOrderType } from '../pricing/tax-split.js';
import { roundAmount } from '../units/amount-decimals.js';
import { isAmountAllowed } from '../units/amount-snapping.js';
import { isUnitOffered, quantityRules } from '../units/quantity-rules.js';
import { isAmountWithinLimits, takesExactAmount } from '../units/staff-amount.js';
import {
  freeDeliveryShortfall,
  minimumOrderMessage,
  minimumOrderShortfall,
  type FreeDeliveryShortfall,
  type MinimumOrderShortfall,
  type MoneyFormatter,
} from './order-value-hints.js';
import { orderItemParts } from './part-snapshot.js';
import { partIssue, partIssueMessage } from './part-validity.js';

/** What {@link priceCart} needs: the same on the API and in the browser. */
export interface PriceCartInput {
  /**
   * The products that may be ordered now (in the branch's active menu, enabled, in schedule),
   * as a list or by id. An item whose product is not among them is rejected.
   */
  products: ReadonlyMap<Id, Product> | readonly Product[];
  items: readonly CartItemInput[];
  orderType: OrderType;
  /** The chosen delivery area; only read for delivery orders. */
  deliveryArea: DeliveryArea | null;
  /** Formats euros for the minimum-order message (the format module's formatEuro). */
  formatMoney: MoneyFormatter;
  /**
   * Staff corrections: an item with a non-fixed model may hold any amount within its unit's
   * limits, off the step grid (see takesExactAmount). Customers' carts leave it unset.
   */
  exactAmounts?: boolean;
}

/** An item priced for the order: the contract's order item plus its tax and all in cents. */
export interface PricedCartItem extends OrderItem {
  /** Tax included in `gross`, in euros. */
  tax: number;
  cents: { unitPrice: number; gross: number; net: number; tax: number };
}

/** Everything the cart, the checkout and the order creation need to know about prices. */
export interface CartPriceResult {
  /** The items without issues, priced; `index` is the item's position in the input. */
  items: PricedCartItem[];
  /** Totals of the priced items and the delivery fee, in euros (two decimals). */
  pricing: Pricing;
  /** The same totals in whole cents. */
  cents: PricingInCents;
  /** Some priced item has a non-fixed model or a hidden price: show 'ca.' and the notice. */
  isApproximate: boolean;
  /** Some priced item hides its price (it still counts into the totals). */
  hasHiddenPrice: boolean;
  /** A delivery order whose fee is waived (free area or above the threshold). */
  isDeliveryFree: boolean;
  /** Set when a delivery order is below the area's minimum order value (ordering blocked). */
  minimumOrder: MinimumOrderShortfall | null;
  /** Set when a delivery order does not yet ship free: the free-from hint. */
  freeDelivery: FreeDeliveryShortfall | null;
  /** Why the order cannot be placed, with field paths such as `items.0.parts.1`; empty if none. */
  errors: FieldError[];
}

/** German messages of {@link priceCart}; the empty-cart text is the spec's, the rest ours. */
export const CART_MESSAGES = {
  emptyCart: 'Keine Produkte im Warenkorb!',
  unknownProduct: 'Ein Produkt in Ihrem Warenkorb ist leider nicht mehr erhältlich.',
  deliveryAreaMissing: 'Bitte wählen Sie ein Liefergebiet aus.',
  amountNotPositive: (name: string) => `„${name}“: Die Menge muss größer als 0 sein.`,
  unitNotOffered: (name: string) => `„${name}“ ist in dieser Einheit nicht erhältlich.`,
  amountNotAllowed: (name: string) =>
    `„${name}“: Diese Menge kann nicht bestellt werden. Bitte passen Sie die Menge an.`,
  partIssue: (name: string, part: string, message: string) => `„${name}“, ${part}: ${message}`,
} as const;

function productsById(products: PriceCartInput['products']): ReadonlyMap<Id, Product> {
  if (!Array.isArray(products)) return products as ReadonlyMap<Id, Product>;
  const byId = new Map<Id, Product>();
  for (const product of products) if (!byId.has(product.id)) byId.set(product.id, product);
  return byId;
}

/** The issues of one item, each with its field path; empty when it can be priced. */
function itemErrors(
  product: Product | undefined,
  item: CartItemInput,
  index: number,
  exactAmounts: boolean,
): FieldError[] {
  const field = `items.${index}`;
  if (product === undefined)
    return [{ message: CART_MESSAGES.unknownProduct, field: `${field}.product` }];
  const errors: FieldError[] = [];
  const isAmountPositive = Number.isFinite(item.amount) && item.amount > 0;
  const isOffered = isUnitOffered(product, item.unit);
  if (!isAmountPositive) {
    errors.push({
      message: CART_MESSAGES.amountNotPositive(product.name),
      field: `${field}.amount`,
    });
  }
  if (!isOffered) {
    errors.push({ message: CART_MESSAGES.unitNotOffered(product.name), field: `${field}.unit` });
  }
  if (isAmountPositive && isOffered && !isAmountOrderable(product, item, exactAmounts)) {
    errors.push({
      message: CART_MESSAGES.amountNotAllowed(product.name),
      field: `${field}.amount`,
    });
  }
  if (product.type === 'configurable') {
    product.config.parts.forEach((part, partIndex) => {
      const issue = partIssue(part, item.parts[partIndex]);
      if (issue !== null) {
        errors.push({
          message: CART_MESSAGES.partIssue(product.name, part.name, partIssueMessage(part, issue)),
          field: `${field}.parts.${partIndex}`,
        });
      }
    });
  }
  return errors;
}

/** Whether an amount may be ordered: on the unit's grid, or for staff's exact items within its limits. */
function isAmountOrderable(product: Product, item: CartItemInput, exactAmounts: boolean): boolean {
  const rules = quantityRules(product, item.unit);
  return exactAmounts && takesExactAmount(itemCalculationModel(product, item.unit))
    ? isAmountWithinLimits(item.amount, rules)
    : isAmountAllowed(item.amount, rules);
}

function priceItem(
  product: Product,
  item: CartItemInput,
  index: number,
  orderType: OrderType,
): PricedCartItem {
  const gross = itemGrossCents(product, item) as number;
  const taxRate = taxRateForOrderType(product, orderType);
  const split = splitGrossCents(gross, taxRate);
  const unitPrice = unitPriceCents(product, item.unit, item.parts) as number;
  return {
    index,
    product: { id: product.id },
    productUid: product.uid,
    name: product.name,
    amount: roundAmount(item.amount),
    unit: item.unit,
    parts: orderItemParts(product, item.parts),
    calculationModel: itemCalculationModel(product, item.unit),
    isPriceHidden: product.isPriceHidden,
    unitPrice: centsToEuros(unitPrice),
    gross: centsToEuros(gross),
    net: centsToEuros(split.netCents),
    tax: centsToEuros(split.taxCents),
    taxRate,
    cents: { unitPrice, gross, net: split.netCents, tax: split.taxCents },
  };
}

/**
 * Prices a cart from the current products — the one entry point for the cart panel, the
 * checkout and the API's order creation, which recomputes everything and trusts no price
 * from the browser. Per item: validation (known product, amount above 0, an offered unit, an
 * amount on that unit's grid within its limits, every part of a configurable product valid),
 * then configured price × ratio × amount rounded to cents once, split into net and tax at the
 * order type's rate. Items with issues are reported and left out of the totals. The delivery
 * fee applies to delivery orders with at least one priced item. Hidden prices count into the
 * totals and make them approximate. Also answers the minimum-order and free-delivery state;
 * a missed minimum order value is an error (no field) worded with `formatMoney`.
 */
export function priceCart(input: PriceCartInput): CartPriceResult {
  const { items, orderType, deliveryArea, formatMoney } = input;
  const products = productsById(input.products);
  const errors: FieldError[] = [];
  if (items.length === 0) errors.push({ message: CART_MESSAGES.emptyCart, field: 'items' });
  if (orderType === 'delivery' && deliveryArea === null) {
    errors.push({ message: CART_MESSAGES.deliveryAreaMissing, field: 'deliveryArea' });
  }
  const priced: PricedCartItem[] = [];
  items.forEach((item, index) => {
    const product = products.get(item.product);
    const issues = itemErrors(product, item, index, input.exactAmounts === true);
    errors.push(...issues);
    if (issues.length === 0) priced.push(priceItem(product as Product, item, index, orderType));
  });
  const itemsGross = priced.reduce((sum, item) => sum + item.cents.gross, 0);
  const area = orderType === 'delivery' ? deliveryArea : null;
  const fee = priced.length === 0 ? 0 : deliveryFeeCents(orderType, area, itemsGross);
  const cents = pricingTotalsInCents(
    priced.map((item) => ({ grossCents: item.cents.gross, taxRate: item.taxRate })),
    fee === 0 || area === null ? null : { grossCents: fee, taxRate: area.tax },
  );
  const minimumOrder = minimumOrderShortfall(orderType, area, centsToEuros(itemsGross));
  if (minimumOrder !== null && priced.length > 0) {
    errors.push({ message: minimumOrderMessage(minimumOrder, formatMoney) });
  }
  return {
    items: priced,
    pricing: pricingInEuros(cents),
    cents,
    isApproximate: priced.some((item) =>
      isApproximatePrice(item.calculationModel, item.isPriceHidden),
    ),
    hasHiddenPrice: priced.some((item) => item.isPriceHidden),
    isDeliveryFree: area !== null && isDeliveryFree(area, itemsGross),
    minimumOrder,
    freeDelivery: freeDeliveryShortfall(orderType, area, centsToEuros(itemsGross)),
    errors,
  };
}
