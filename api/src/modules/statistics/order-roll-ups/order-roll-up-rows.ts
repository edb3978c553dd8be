import { heatMapCellOf, orderTypeOf, type UnitKey } from '@bestellwerk/domain';
import type { StatisticsItemDayEntity } from './entities/statistics-item-day.entity.js';
import type { StatisticsOrderDayEntity } from './entities/statistics-order-day.entity.js';
import type { StatisticsOrderSlotDayEntity } from './entities/statistics-order-slot-day.entity.js';
import type { StatisticsOrderTaxDayEntity } from './entities/statistics-order-tax-day.entity.js';
import { orderOutcomeOf, orderStateOf, type OrderOutcomeFields } from './order-outcome.js';

/** An order line as the roll-ups read it (amounts in EUR as stored). */
export interface OrderLineFacts {
  productId: number | null;
  unit: UnitKey;
  name: string;
  amount: number;
  gross: number;
}

/** A placed order as the roll-ups read it (amounts in EUR as stored, DECIMAL(12,2)). */
export interface OrderFacts extends OrderOutcomeFields {
  businessDay: string;
  branchId: number;
  createdAt: Date;
  totalGross: number;
  totalNet: number;
  deliveryGross: number;
  taxes: Record<string, number>;
  lines: OrderLineFacts[];
}

type Row<E> = Omit<E, 'id'>;

/** The rows of the four roll-up tables for a set of orders. */
export interface OrderRollUpRows {
  orderDays: Row<StatisticsOrderDayEntity>[];
  taxDays: Row<StatisticsOrderTaxDayEntity>[];
  itemDays: Row<StatisticsItemDayEntity>[];
  slotDays: Row<StatisticsOrderSlotDayEntity>[];
}

/** Euros as stored (two decimals) to integer cents. */
export function centsOf(euros: number | string | null | undefined): number {
  return Math.round(Number(euros ?? 0) * 100);
}

/** An amount (DECIMAL(12,3)) in integer thousandths. */
const thousandthsOf = (amount: number) => Math.round(Number(amount) * 1000);

/** Gets the row of `key`, creating it with `create` the first time. */
function rowOf<R>(rows: Map<string, R>, key: string, create: () => R): R {
  let row = rows.get(key);
  if (!row) {
    row = create();
    rows.set(key, row);
  }
  return row;
}

/**
 * Sums orders into roll-up rows, one per (businessDay, branch) and the table's keys. Sold
 * orders only for taxes and items; every placed order for the order and slot rows, but no
 * online order whose payment is still open (`pending`). The heat-map cell is the creation
 * time's wall clock in `timeZone`.
 */
export function orderRollUpRows(orders: readonly OrderFacts[], timeZone: string): OrderRollUpRows {
  const orderDays = new Map<string, Row<StatisticsOrderDayEntity>>();
  const taxDays = new Map<string, Row<StatisticsOrderTaxDayEntity>>();
  const itemDays = new Map<string, Row<StatisticsItemDayEntity>>();
  const slotDays = new Map<string, Row<StatisticsOrderSlotDayEntity>>();
  for (const order of orders) {
    const { businessDay, branchId } = order;
    const day = `${businessDay}|${branchId}`;
    const outcome = orderOutcomeOf(order);
    if (outcome === 'pending') continue;
    const orderType = orderTypeOf(order);
    const state = orderStateOf(order);
    const { paymentMethod } = order;
    const orderRow = rowOf(
      orderDays,
      `${day}|${orderType}|${state}|${paymentMethod}|${outcome}`,
      () => ({
        businessDay,
        branchId,
        orderType,
        state,
        paymentMethod,
        outcome,
        orders: 0,
        grossCents: 0,
        netCents: 0,
        deliveryCents: 0,
        orderLines: 0,
        amountThousandths: 0,
      }),
    );
    orderRow.orders += 1;
    orderRow.grossCents += centsOf(order.totalGross);
    orderRow.netCents += centsOf(order.totalNet);
    orderRow.deliveryCents += centsOf(order.deliveryGross);
    orderRow.orderLines += order.lines.length;
    for (const line of order.lines) orderRow.amountThousandths += thousandthsOf(line.amount);

    const cell = heatMapCellOf(order.createdAt, timeZone);
    const slotRow = rowOf(slotDays, `${day}|${cell.weekday}|${cell.slot}`, () => ({
      businessDay,
      branchId,
      weekday: cell.weekday,
      slot: cell.slot,
      orders: 0,
    }));
    slotRow.orders += 1;

    if (outcome !== 'sale') continue;
    for (const [rate, tax] of Object.entries(order.taxes ?? {})) {
      const taxRow = rowOf(taxDays, `${day}|${rate}`, () => ({
        businessDay,
        branchId,
        rate,
        taxCents: 0,
      }));
      taxRow.taxCents += centsOf(tax);
    }
    const productsOfOrder = new Set<string>();
    for (const line of order.lines) {
      const product = line.productId === null ? `name:${line.name}` : `id:${line.productId}`;
      const key = `${day}|${product}|${line.unit}`;
      const itemRow = rowOf(itemDays, key, () => ({
        businessDay,
        branchId,
        productId: line.productId,
        unit: line.unit,
        name: line.name,
        orderLines: 0,
        orders: 0,
        amountThousandths: 0,
        revenueCents: 0,
      }));
      itemRow.name = line.name;
      itemRow.orderLines += 1;
      if (!productsOfOrder.has(key)) itemRow.orders += 1;
      productsOfOrder.add(key);
      itemRow.amountThousandths += thousandthsOf(line.amount);
      itemRow.revenueCents += centsOf(line.gross);
    }
  }
  return {
    orderDays: [...orderDays.values()],
    taxDays: [...taxDays.values()],
    itemDays: [...itemDays.values()],
    slotDays: [...slotDays.values()],
  };
}
