import { Injectable } from '@nestjs/common';
import {
  eurosToCents,
  orderAmountErrors,
  orderTotalError,
  orderTypeOf,
  type FieldError,
  type Order,
  type Product,
  type UnitKey,
  type UpdateOrderItemInput,
} from '@bestellwerk/domain';
import type { EntityManager } from 'typeorm';
import {
  ConflictError,
  NotFoundError,
  ValidationFailedError,
} from '../../../common/errors/app-errors.js';
import type { AuthContext } from '../../../common/http/auth-context.js';
import { toProduct } from '../../catalog/catalog.mapper.js';
import { ProductEntity } from '../../catalog/entities/product.entity.js';
import { OrderItemEntity } from '../entities/order-item.entity.js';
import { OrderEntity } from '../entities/order.entity.js';
import { assertPaidTotalKept } from '../editing/paid-total-kept.js';
import { findVisibleOrder } from '../reads/order-access.js';
import { OrderEventsService } from '../../order-events/order-events.service.js';
import { orderTotals, repriceItem, type OrderDeliveryFee } from './order-item-pricing.js';
import { OrderQueryService } from '../reads/order-query.service.js';
import { OrderStorageService } from '../placement/order-storage.service.js';
import { uploadReferenceErrors } from '../placement/order-uploads.js';

/** German field message of item changes (ours; the other answers are in ERROR_MESSAGES). */
export const ORDER_ITEM_MESSAGES = {
  badIndex: 'Die Position muss eine ganze Zahl ab 0 sein.',
} as const;

/** The delivery fee rules of a stored order (see {@link OrderDeliveryFee}). */
export function deliveryFeeOf(order: OrderEntity): OrderDeliveryFee {
  if (!order.isDelivery) return { kind: 'none' };
  if (!order.deliveryArea || order.deliveryAreaFee === null)
    return {
      kind: 'fixed',
      grossCents: eurosToCents(order.deliveryGross),
      taxRate: order.deliveryAreaTaxRate,
    };
  return {
    kind: 'area',
    area: {
      price: order.deliveryAreaFee,
      tax: order.deliveryAreaTaxRate,
      free: order.deliveryArea.free,
      freeFromOrderValue: order.deliveryArea.freeFromOrderValue,
    },
  };
}

/**
 * The product's maximum across all lines of the order (orderAmountErrors) after `item` takes
 * its new amount and unit: the changed line counts last, so a sum beyond the maximum is
 * reported at its `amount`.
 */
function orderLimitErrors(
  order: OrderEntity,
  item: OrderItemEntity,
  product: Product,
  changed: { amount: number; unit: UnitKey },
): FieldError[] {
  const others = order.items.filter((other) => other !== item && other.product?.id === product.id);
  const lines = [...others, changed].map((line) => ({
    product,
    amount: line.amount,
    unit: line.unit,
  }));
  return orderAmountErrors(lines, (i) => (i === others.length ? 'amount' : '')).filter(
    (error) => error.field === 'amount',
  );
}

/**
 * Staff change an item of an order (amount, unit, options): repriced from its product with the
 * checkout's rules, then the order's totals, taxes and delivery fee recomputed, in one
 * transaction that holds the order row. Only while the order is not completed, rejected,
 * canceled or failed. The minimum order value is not enforced: staff decide; the order limits
 * are (the product's maximum across the order's lines, the maximum order total).
 */
@Injectable()
export class OrderItemUpdateService {
  constructor(
    private readonly storage: OrderStorageService,
    private readonly queries: OrderQueryService,
    private readonly events: OrderEventsService,
  ) {}

  /**
   * Changes the item at `index` (0-based position) and answers the order as staff read it.
   * 404 for an invisible order or a missing position, 409 for a closed order or a deleted
   * product, 400 naming `amount`, `unit` or `parts.{i}`.
   */
  async update(
    auth: AuthContext,
    id: number,
    index: number,
    input: UpdateOrderItemInput,
  ): Promise<Order> {
    const branch = await this.storage.transaction((manager) =>
      this.change(manager, auth, id, index, input),
    );
    this.events.publish({ type: 'updated', order: id, branch, cause: 'item-updated' });
    return this.queries.get(auth, id);
  }

  private async change(
    manager: EntityManager,
    auth: AuthContext,
    id: number,
    index: number,
    input: UpdateOrderItemInput,
  ): Promise<number> {
    const order = await findVisibleOrder(manager, auth, id, {
      items: true,
      deliveryArea: true,
      lock: true,
    });
    if (order.isCompleted || order.isRejected || order.isCanceled || order.isFailed)
      throw new ConflictError('ORDER_CLOSED');
    const item = order.items.find((candidate) => candidate.position === index);
    if (!item) throw new NotFoundError('ORDER_ITEM_NOT_FOUND');
    const productEntity = item.product
      ? await manager.findOne(ProductEntity, { where: { id: item.product.id } })
      : null;
    if (!productEntity) throw new ConflictError('ORDER_ITEM_PRODUCT_GONE');
    const product = toProduct(productEntity);

    const orderType = orderTypeOf(order);
    const repriced = repriceItem(product, item, input, orderType);
    const uploadErrors = (
      await uploadReferenceErrors(manager, [repriced.cart], new Map([[product.id, product]]), {
        mode: 'staff',
      })
    ).map((error) => ({ ...error, field: error.field!.replace(/^items\.0\./, '') }));
    const errors = [...('errors' in repriced ? repriced.errors : []), ...uploadErrors];
    if (errors.length > 0 || !('priced' in repriced)) throw new ValidationFailedError(errors);

    const { priced } = repriced;
    const changed = {
      productUid: priced.productUid,
      name: priced.name,
      amount: priced.amount,
      unit: priced.unit,
      parts: priced.parts,
      calculationModel: priced.calculationModel,
      isPriceHidden: priced.isPriceHidden,
      unitPrice: priced.unitPrice,
      gross: priced.gross,
      net: priced.net,
      taxRate: priced.taxRate,
    };
    const items = order.items.map((other) => (other === item ? changed : other));
    const totals = orderTotals(items, orderType, deliveryFeeOf(order));
    const limitErrors = orderLimitErrors(order, item, product, changed);
    const totalError = orderTotalError(eurosToCents(totals.totalGross), 'amount');
    if (limitErrors.length > 0 || totalError)
      throw new ValidationFailedError(totalError ? [...limitErrors, totalError] : limitErrors);
    assertPaidTotalKept(order, totals.totalGross);
    await manager.update(OrderItemEntity, item.id, changed);
    await manager.update(OrderEntity, order.id, {
      gross: totals.gross,
      totalNet: totals.totalNet,
      totalGross: totals.totalGross,
      deliveryGross: totals.deliveryGross,
      taxes: totals.taxes,
    });
    return order.branch.id;
  }
}
