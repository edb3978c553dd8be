import { Inject, Injectable } from '@nestjs/common';
import {
  eurosToCents,
  formatEuro,
  minimumOrderMessage,
  minimumOrderShortfall,
  orderTotalError,
  orderTypeOf,
  type Branch,
  type FieldError,
  type Order,
  type OrderFieldChange,
  type UpdateOrderInput,
} from '@bestellwerk/domain';
import { In, type EntityManager } from 'typeorm';
import { ConflictError, ValidationFailedError } from '../../../common/errors/app-errors.js';
import type { AuthContext } from '../../../common/http/auth-context.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/app-config.module.js';
import { ApiClock } from '../../auth/clock.js';
import { toProduct } from '../../catalog/catalog.mapper.js';
import { ProductEntity } from '../../catalog/entities/product.entity.js';
import { LogService } from '../../insights/log.service.js';
import { OrderEventsService } from '../../order-events/order-events.service.js';
import { toBranch } from '../../organisation/branch.mapper.js';
import { BranchEntity } from '../../organisation/entities/branch.entity.js';
import { TableEntity } from '../../organisation/entities/table.entity.js';
import { OrderItemEntity } from '../entities/order-item.entity.js';
import { OrderEntity } from '../entities/order.entity.js';
import { deliveryFeeOf } from '../items/order-item-update.service.js';
import { orderTotals, retaxItem, type OrderDeliveryFee } from '../items/order-item-pricing.js';
import {
  appointmentErrors,
  bothOrderTypesError,
  checkOrderForm,
  orderTypeOfFlags,
} from '../placement/order-details-checks.js';
import { distinctErrors, orderFormOf } from '../placement/order-form-input.js';
import type { CreateOrderInput } from '../placement/create-order.input.js';
import { OrderStorageService } from '../placement/order-storage.service.js';
import { assertPaidTotalKept } from './paid-total-kept.js';
import { findVisibleOrder } from '../reads/order-access.js';
import { OrderQueryService } from '../reads/order-query.service.js';
import { fieldChanges, orderEditValues, storedOrderForm } from './order-edit-values.js';

/** The checkout's checks that concern the customer, not staff editing the order. */
const CUSTOMER_ONLY_FIELDS = new Set(['legalInstructions', 'privacyPolicy']);

/** What an edit stored: the order's branch and ticket, and what changed. */
interface StoredEdit {
  branch: number;
  ticketNumber: number;
  changes: OrderFieldChange[];
}

/**
 * Staff change a whole order (PUT /api/orders/{id}): appointment, order type, table, delivery
 * area, contact and addresses, comment. Checked with the checkout's rules (order-details-
 * checks.ts) and repriced: the items keep their gross, their tax rate follows the order type,
 * the delivery fee follows type and area. Only while the order is open; an order paid online
 * keeps its total.
 */
@Injectable()
export class OrderEditService {
  constructor(
    private readonly storage: OrderStorageService,
    private readonly queries: OrderQueryService,
    private readonly events: OrderEventsService,
    private readonly logs: LogService,
    private readonly clock: ApiClock,
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
  ) {}

  /**
   * Applies the changed fields and answers the order as staff read it. 404 for an order the
   * caller may not see (or a deleted one); 409 for a completed, rejected, canceled or failed
   * order and for a new total of an order paid online; 400 with the checkout's German
   * messages at their fields. Each stored change is published to the boards and logged.
   */
  async update(auth: AuthContext, id: number, input: UpdateOrderInput): Promise<Order> {
    const stored = await this.storage.transaction((manager) =>
      this.change(manager, auth, id, input),
    );
    if (stored.changes.length > 0) {
      this.events.publish({ type: 'updated', order: id, branch: stored.branch, cause: 'edited' });
      await this.logs.record({
        level: 'info',
        area: 'orders',
        message: `Bestellung #${stored.ticketNumber} bearbeitet`,
        record: { type: 'order', id },
        context: { orderId: id },
        changes: stored.changes,
        userId: auth.userId,
      });
    }
    return this.queries.get(auth, id);
  }

  private async change(
    manager: EntityManager,
    auth: AuthContext,
    id: number,
    input: UpdateOrderInput,
  ): Promise<StoredEdit> {
    const order = await findVisibleOrder(manager, auth, id, {
      items: true,
      deliveryArea: true,
      lock: true,
    });
    if (order.isCompleted || order.isRejected || order.isCanceled || order.isFailed)
      throw new ConflictError('ORDER_CLOSED');
    const before = orderEditValues(order);
    const now = this.clock.now();
    const timeZone = this.appConfig.timeZone;
    const branchEntity = await manager.findOneOrFail(BranchEntity, {
      where: { id: order.branch.id },
      relations: { deliveryAreas: true },
    });
    const branch = toBranch(branchEntity) as Branch;

    const { appointment: confirmed, ...formInput } = input;
    const form = orderFormOf({
      ...storedOrderForm(order),
      ...formInput,
      branch: branch.id,
    } as CreateOrderInput);
    const flags = {
      isDelivery: input.isDelivery ?? order.isDelivery,
      isDineIn: input.isDineIn ?? order.isDineIn,
    };
    const errors: FieldError[] = [];
    const both = bothOrderTypesError(flags);
    if (both) errors.push(both);
    const orderType = orderTypeOfFlags(flags);
    const tables = await manager.find(TableEntity, {
      where: { branch: { id: branch.id } },
      relations: { branch: true },
    });
    const checked = checkOrderForm({
      form,
      orderType,
      branch,
      tables: tables.map((t) => ({ identifier: t.identifier, branch: { id: t.branch.id } })),
      paymentMethods: null,
      keep: (error) => !CUSTOMER_ONLY_FIELDS.has(error.field ?? ''),
      now,
      timeZone,
    });
    errors.push(...checked.formErrors, ...checked.followingErrors);

    const productIds = order.items.flatMap((item) => (item.product ? [item.product.id] : []));
    const products = new Map(
      (productIds.length > 0
        ? await manager.find(ProductEntity, { where: { id: In(productIds) } })
        : []
      ).map((entity) => [entity.id, toProduct(entity)]),
    );
    const typeChanged = orderType !== orderTypeOf(order);
    const appointmentDate = form.appointmentDate ? new Date(form.appointmentDate) : null;
    // The appointment rules look at now: a time that was fine when placed is checked again
    // only when it or the hours it must lie in (the order type) change.
    const slotCheck = {
      branch,
      orderType,
      now,
      timeZone,
      products: order.items.flatMap((item) => products.get(item.product?.id ?? 0) ?? []),
    };
    if (typeChanged || iso(appointmentDate) !== before.appointmentDate)
      errors.push(...appointmentErrors(slotCheck, appointmentDate));
    const appointment =
      confirmed === undefined ? order.appointment : confirmed === null ? null : new Date(confirmed);
    if (appointment && iso(appointment) !== before.appointment)
      errors.push(
        ...appointmentErrors(slotCheck, appointment).map((error) => ({
          ...error,
          field: 'appointment',
        })),
      );

    // Items keep their tax as ordered unless the order type (and with it the rate) changes.
    const items = order.items.map((item) => ({
      item,
      ...(typeChanged
        ? retaxItem(item, item.product ? (products.get(item.product.id) ?? null) : null, orderType)
        : { gross: item.gross, taxRate: item.taxRate, net: item.net }),
    }));
    const area = checked.area;
    const areaChanged = (area?.id ?? null) !== (order.isDelivery ? before.deliveryArea : null);
    let fee: OrderDeliveryFee = { kind: 'none' };
    if (orderType === 'delivery' && area)
      fee = areaChanged || !order.isDelivery ? { kind: 'area', area } : deliveryFeeOf(order);
    const totals = orderTotals(items, orderType, fee);
    if (area && areaChanged) {
      const shortfall = minimumOrderShortfall(orderType, area, totals.gross);
      if (shortfall)
        errors.push({ field: 'deliveryArea', message: minimumOrderMessage(shortfall, formatEuro) });
    }
    const totalError = orderTotalError(eurosToCents(totals.totalGross), 'deliveryArea');
    if (totalError) errors.push(totalError);
    if (errors.length > 0) throw new ValidationFailedError(distinctErrors(errors));

    assertPaidTotalKept(order, totals.totalGross);
    const totalChanged = eurosToCents(totals.totalGross) !== eurosToCents(order.totalGross);

    const {
      branch: _b,
      table: _t,
      deliveryArea: _a,
      donatee: _d,
      paymentMethod: _p,
      ...entered
    } = form;
    const { legalInstructions: _l, privacyPolicy: _pp, ...contact } = entered;
    const changedArea = orderType === 'delivery' && area && areaChanged;
    await manager.update(OrderEntity, order.id, {
      ...contact,
      comment: form.comment || null,
      appointmentDate,
      appointment,
      isDelivery: orderType === 'delivery',
      isDineIn: orderType === 'dineIn',
      tableIdentifier: checked.table,
      deliveryArea: orderType === 'delivery' && area ? { id: area.id } : null,
      ...(changedArea
        ? {
            deliveryAreaName: area.area,
            deliveryAreaFee: area.price,
            deliveryAreaTaxRate: area.tax,
          }
        : {}),
      ...(orderType !== 'delivery'
        ? { deliveryAreaName: '', deliveryAreaFee: null, deliveryAreaTaxRate: 0 }
        : {}),
      gross: totals.gross,
      totalNet: totals.totalNet,
      totalGross: totals.totalGross,
      deliveryGross: totals.deliveryGross,
      taxes: totals.taxes,
    });
    for (const { item, taxRate, net } of items)
      if (taxRate !== item.taxRate || net !== item.net)
        await manager.update(OrderItemEntity, item.id, { taxRate, net });

    const after = await findVisibleOrder(manager, auth, id, { deliveryArea: true });
    const changes = fieldChanges(before, orderEditValues(after));
    if (totalChanged)
      changes.push({ field: 'totalGross', old: order.totalGross, new: totals.totalGross });
    return { branch: order.branch.id, ticketNumber: order.ticketNumber, changes };
  }
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
