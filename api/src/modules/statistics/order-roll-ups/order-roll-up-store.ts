import type { PaymentMethod, UnitKey } from '@bestellwerk/domain';
import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { OrderItemEntity } from '../../ordering/entities/order-item.entity.js';
import { OrderEntity } from '../../ordering/entities/order.entity.js';
import { ORDER_DAY_ROLL_UPS, ORDER_MONTH_ROLL_UPS } from './order-roll-up.entities.js';
import type { OrderFacts, OrderRollUpRows } from './order-roll-up-rows.js';
import { StatisticsItemDayEntity } from './entities/statistics-item-day.entity.js';
import { StatisticsOrderDayEntity } from './entities/statistics-order-day.entity.js';
import { StatisticsOrderSlotDayEntity } from './entities/statistics-order-slot-day.entity.js';
import { StatisticsOrderTaxDayEntity } from './entities/statistics-order-tax-day.entity.js';

/** The orders a roll-up is computed from: business days `from`…`to`, one branch or all. */
export interface OrderDays {
  from: string;
  to: string;
  branchId: number | null;
}

/** Rows per INSERT (≤ 10 columns each: well below SQLite's and MySQL's placeholder limits). */
const INSERT_CHUNK = 500;

/** 0/1, true/false or '1' as both drivers answer a boolean. */
const bool = (value: unknown) => value === true || Number(value) === 1;

/** A DATETIME as both drivers answer it raw: a Date (mysql2) or a UTC text (SQLite). */
function instantOf(value: unknown): Date {
  if (value instanceof Date) return value;
  const text = String(value);
  return new Date(/[Zz]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
}

/** A JSON column as both drivers answer it raw: parsed (MySQL) or text (SQLite, MariaDB). */
function jsonOf(value: unknown): Record<string, number> {
  if (value === null || value === undefined || value === '') return {};
  return (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, number>;
}

function whereDays<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  days: OrderDays,
): SelectQueryBuilder<T> {
  query.where('o.businessDay BETWEEN :from AND :to', { from: days.from, to: days.to });
  if (days.branchId !== null) query.andWhere('o.branchId = :branchId', { branchId: days.branchId });
  return query;
}

/** The placed orders of `days` with their lines: two queries. */
export async function loadOrderFacts(
  manager: EntityManager,
  days: OrderDays,
): Promise<OrderFacts[]> {
  const orders = await whereDays(
    manager
      .createQueryBuilder(OrderEntity, 'o')
      // Deleted orders lose their customer's data, not their sale: they still count.
      .withDeleted()
      .select('o.id', 'id')
      .addSelect('o.businessDay', 'businessDay')
      .addSelect('o.branchId', 'branchId')
      .addSelect('o.createdAt', 'createdAt')
      .addSelect('o.isConfirmed', 'isConfirmed')
      .addSelect('o.isInDelivery', 'isInDelivery')
      .addSelect('o.isDelivered', 'isDelivered')
      .addSelect('o.isCompleted', 'isCompleted')
      .addSelect('o.isRejected', 'isRejected')
      .addSelect('o.isCanceled', 'isCanceled')
      .addSelect('o.isFailed', 'isFailed')
      .addSelect('o.isDelivery', 'isDelivery')
      .addSelect('o.isDineIn', 'isDineIn')
      .addSelect('o.isPaid', 'isPaid')
      .addSelect('o.counterAppointment', 'counterAppointment')
      .addSelect('o.paymentMethod', 'paymentMethod')
      .addSelect('o.totalGross', 'totalGross')
      .addSelect('o.totalNet', 'totalNet')
      .addSelect('o.deliveryGross', 'deliveryGross')
      .addSelect('o.taxes', 'taxes'),
    days,
  ).getRawMany<Record<string, unknown>>();
  const lines = await whereDays(
    manager
      .createQueryBuilder(OrderItemEntity, 'i')
      .withDeleted()
      .innerJoin('i.order', 'o')
      .select('i.orderId', 'orderId')
      .addSelect('i.productId', 'productId')
      .addSelect('i.unit', 'unit')
      .addSelect('i.name', 'name')
      .addSelect('i.amount', 'amount')
      .addSelect('i.gross', 'gross'),
    days,
  ).getRawMany<Record<string, unknown>>();
  const byOrder = new Map<number, OrderFacts>();
  const facts = orders.map((row): OrderFacts => {
    const order: OrderFacts = {
      businessDay: String(row.businessDay),
      branchId: Number(row.branchId),
      createdAt: instantOf(row.createdAt),
      isConfirmed: bool(row.isConfirmed),
      isInDelivery: bool(row.isInDelivery),
      isDelivered: bool(row.isDelivered),
      isCompleted: bool(row.isCompleted),
      isRejected: bool(row.isRejected),
      isCanceled: bool(row.isCanceled),
      isFailed: bool(row.isFailed),
      isDelivery: bool(row.isDelivery),
      isDineIn: bool(row.isDineIn),
      isPaid: bool(row.isPaid),
      counterAppointment: row.counterAppointment,
      paymentMethod: row.paymentMethod as PaymentMethod,
      totalGross: Number(row.totalGross),
      totalNet: Number(row.totalNet),
      deliveryGross: Number(row.deliveryGross),
      taxes: jsonOf(row.taxes),
      lines: [],
    };
    byOrder.set(Number(row.id), order);
    return order;
  });
  for (const line of lines)
    byOrder.get(Number(line.orderId))?.lines.push({
      productId: line.productId === null ? null : Number(line.productId),
      unit: line.unit as UnitKey,
      name: String(line.name),
      amount: Number(line.amount),
      gross: Number(line.gross),
    });
  return facts;
}

/** Deletes the daily roll-up rows of `days` (every table). */
export async function deleteRollUps(manager: EntityManager, days: OrderDays): Promise<void> {
  for (const entity of ORDER_DAY_ROLL_UPS) {
    const query = manager
      .createQueryBuilder()
      .delete()
      .from(entity)
      .where('businessDay BETWEEN :from AND :to', { from: days.from, to: days.to });
    if (days.branchId !== null) query.andWhere('branchId = :branchId', { branchId: days.branchId });
    await query.execute();
  }
}

/** Inserts roll-up rows in chunks (no read-back of ids). */
export async function insertRollUps(manager: EntityManager, rows: OrderRollUpRows): Promise<void> {
  const tables: [(typeof ORDER_DAY_ROLL_UPS)[number], ObjectLiteral[]][] = [
    [StatisticsOrderDayEntity, rows.orderDays],
    [StatisticsOrderTaxDayEntity, rows.taxDays],
    [StatisticsItemDayEntity, rows.itemDays],
    [StatisticsOrderSlotDayEntity, rows.slotDays],
  ];
  for (const [entity, values] of tables)
    for (let start = 0; start < values.length; start += INSERT_CHUNK)
      await manager
        .createQueryBuilder()
        .insert()
        .into(entity)
        .values(values.slice(start, start + INSERT_CHUNK))
        .updateEntity(false)
        .execute();
}

/** The first day of the month of a business day (`2026-10-25` → `2026-10-01`). */
export const monthStartOf = (day: string) => `${day.slice(0, 7)}-01`;

/**
 * Recomputes the monthly roll-ups of the month starting at `monthStart` (one branch or all)
 * from their daily rows: deletes the month's rows, then one INSERT … SELECT … GROUP BY per table.
 */
export async function refreshMonthRollUps(
  manager: EntityManager,
  monthStart: string,
  branchId: number | null,
): Promise<void> {
  const escape = (name: string) => manager.connection.driver.escape(name);
  const monthEnd = `${monthStart.slice(0, 7)}-31`;
  const byBranch = branchId === null ? '' : ` AND ${escape('branchId')} = ?`;
  const parameters = branchId === null ? [] : [branchId];
  for (const { month, day } of ORDER_MONTH_ROLL_UPS) {
    const monthTable = escape(manager.getRepository(month).metadata.tableName);
    const dayTable = escape(manager.getRepository(day).metadata.tableName);
    await manager.query(`DELETE FROM ${monthTable} WHERE ${escape('businessDay')} = ?${byBranch}`, [
      monthStart,
      ...parameters,
    ]);
    const columns = manager
      .getRepository(day)
      .metadata.columns.filter((column) => !column.isPrimary)
      .map((column) => column.databaseName)
      .filter((name) => name !== 'businessDay');
    const sums = new Set(['orders', 'orderLines', 'amountThousandths', 'revenueCents']);
    const keys = columns.filter((name) => !sums.has(name));
    const select = columns.map((name) => (sums.has(name) ? `SUM(${escape(name)})` : escape(name)));
    await manager.query(
      `INSERT INTO ${monthTable} (${escape('businessDay')}, ${columns.map(escape).join(', ')}) ` +
        `SELECT ?, ${select.join(', ')} FROM ${dayTable} ` +
        `WHERE ${escape('businessDay')} BETWEEN ? AND ?${byBranch} ` +
        `GROUP BY ${keys.map(escape).join(', ')}`,
      [monthStart, monthStart, monthEnd, ...parameters],
    );
  }
}
