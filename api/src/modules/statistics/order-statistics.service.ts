import { Injectable } from '@nestjs/common';
import {
  CANCELLATION_REASONS,
  emptyHeatMap,
  ORDER_TYPES,
  PAYMENT_METHODS,
  periodDates,
  type CancellationReason,
  type CanceledOrdersFigures,
  type HeatMapFigures,
  type ItemsFigures,
  type OrdersDay,
  type OrdersFigures,
  type OrderType,
  type PaymentMethod,
  type PopularItemsFigures,
  type RevenueFigures,
  type StatisticsOrderState,
  type StatisticsPeriod,
} from '@bestellwerk/domain';
import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { BranchEntity } from '../organisation/entities/branch.entity.js';
import {
  StatisticsItemDayEntity,
  StatisticsItemMonthEntity,
} from './order-roll-ups/entities/statistics-item-day.entity.js';
import { StatisticsOrderDayEntity } from './order-roll-ups/entities/statistics-order-day.entity.js';
import {
  StatisticsOrderSlotDayEntity,
  StatisticsOrderSlotMonthEntity,
} from './order-roll-ups/entities/statistics-order-slot-day.entity.js';
import { StatisticsOrderTaxDayEntity } from './order-roll-ups/entities/statistics-order-tax-day.entity.js';
import { rollUpRange } from './order-roll-ups/roll-up-range.js';
import type { StatisticsScope } from './statistics-scope.js';

/** How many products popular-items lists. */
export const POPULAR_ITEMS_LIMIT = 50;

type RollUpEntity =
  | typeof StatisticsOrderDayEntity
  | typeof StatisticsOrderTaxDayEntity
  | typeof StatisticsItemDayEntity
  | typeof StatisticsItemMonthEntity
  | typeof StatisticsOrderSlotDayEntity
  | typeof StatisticsOrderSlotMonthEntity;

const zeroByType = (): Record<OrderType, number> =>
  Object.fromEntries(ORDER_TYPES.map((type) => [type, 0])) as Record<OrderType, number>;

/** Adds `count` at `key` of a partial count record. */
function addTo<K extends string>(counts: Partial<Record<K, number>>, key: K, count: number) {
  counts[key] = (counts[key] ?? 0) + count;
}

/**
 * Figures of the placed orders, read from the roll-ups (order-roll-ups/): one or two grouped
 * queries per figure, whatever the range or the number of orders. Figures by day read the daily
 * rows; popular items and order times read whole months from the monthly rows. Money in cents.
 */
@Injectable()
export class OrderStatisticsService {
  /**
   * A query of a roll-up table over the scope's branches and the given ranges of its
   * `businessDay` (the scope's period unless given; none matches nothing); null when no branch
   * is counted.
   */
  private rollUp<E extends ObjectLiteral>(
    entity: RollUpEntity,
    scope: StatisticsScope,
    ranges: StatisticsPeriod[] = [scope.period],
  ): SelectQueryBuilder<E> | null {
    if (scope.branchIds !== null && scope.branchIds.length === 0) return null;
    const query = scope.reader.createQueryBuilder(entity, 'r');
    if (ranges.length === 0) query.where('1 = 0');
    else
      query.where(
        new Brackets((within) =>
          ranges.forEach((range, index) =>
            within.orWhere(`r.businessDay BETWEEN :from${index} AND :to${index}`, {
              [`from${index}`]: range.from,
              [`to${index}`]: range.to,
            }),
          ),
        ),
      );
    if (scope.branchIds !== null)
      query.andWhere('r.branchId IN (:...branchIds)', { branchIds: scope.branchIds });
    return query as unknown as SelectQueryBuilder<E>;
  }

  /**
   * Rows of a figure without days, from the monthly roll-up for the whole months of the period
   * and the daily one for the days around them: always two queries.
   */
  private async monthsAndDays<Row>(
    scope: StatisticsScope,
    tables: { month: RollUpEntity; day: RollUpEntity },
    select: (query: SelectQueryBuilder<ObjectLiteral>) => Promise<Row[]>,
  ): Promise<Row[]> {
    const range = rollUpRange(scope.period);
    const months = this.rollUp(tables.month, scope, range.months ? [range.months] : []);
    const days = this.rollUp(tables.day, scope, range.days);
    if (!months || !days) return [];
    return [...(await select(months)), ...(await select(days))];
  }

  async orders(scope: StatisticsScope): Promise<OrdersFigures> {
    const rows =
      (await this.rollUp(StatisticsOrderDayEntity, scope)
        ?.select('r.businessDay', 'day')
        .addSelect('r.orderType', 'orderType')
        .addSelect('r.state', 'state')
        .addSelect('SUM(r.orders)', 'orders')
        .groupBy('r.businessDay')
        .addGroupBy('r.orderType')
        .addGroupBy('r.state')
        .getRawMany<{ day: string; orderType: OrderType; state: string; orders: string }>()) ?? [];
    const days = new Map<string, OrdersDay>(
      periodDates(scope.period).map((date) => [
        date,
        { date, count: 0, byType: zeroByType(), byState: {} },
      ]),
    );
    const figures: OrdersFigures = { days: [], total: 0, byType: zeroByType(), byState: {} };
    for (const row of rows) {
      const day = days.get(row.day);
      const count = Number(row.orders);
      const state = row.state as StatisticsOrderState;
      if (!day) continue;
      day.count += count;
      day.byType[row.orderType] += count;
      addTo(day.byState, state, count);
      figures.total += count;
      figures.byType[row.orderType] += count;
      addTo(figures.byState, state, count);
    }
    figures.days = [...days.values()];
    return figures;
  }

  async revenue(scope: StatisticsScope): Promise<RevenueFigures> {
    const rows =
      (await this.rollUp(StatisticsOrderDayEntity, scope)
        ?.leftJoin(BranchEntity, 'b', 'b.id = r.branchId')
        .select('r.businessDay', 'day')
        .addSelect('r.branchId', 'branchId')
        .addSelect('b.name', 'branchName')
        .addSelect('r.paymentMethod', 'method')
        .addSelect('SUM(r.orders)', 'orders')
        .addSelect('SUM(r.grossCents)', 'gross')
        .addSelect('SUM(r.netCents)', 'net')
        .andWhere("r.outcome = 'sale'")
        .groupBy('r.businessDay')
        .addGroupBy('r.branchId')
        .addGroupBy('b.name')
        .addGroupBy('r.paymentMethod')
        .getRawMany<{
          day: string;
          branchId: string;
          branchName: string | null;
          method: PaymentMethod;
          orders: string;
          gross: string;
          net: string;
        }>()) ?? [];
    const taxes =
      (await this.rollUp(StatisticsOrderTaxDayEntity, scope)
        ?.select('r.rate', 'rate')
        .addSelect('SUM(r.taxCents)', 'tax')
        .groupBy('r.rate')
        .getRawMany<{ rate: string; tax: string }>()) ?? [];
    const days = new Map(
      periodDates(scope.period).map((date) => [date, { date, orders: 0, grossCents: 0 }]),
    );
    const methods = new Map<PaymentMethod, { orders: number; grossCents: number }>();
    const branches = new Map<number, RevenueFigures['byBranch'][number]>();
    let orders = 0;
    let grossCents = 0;
    let netCents = 0;
    for (const row of rows) {
      const count = Number(row.orders);
      const gross = Number(row.gross);
      orders += count;
      grossCents += gross;
      netCents += Number(row.net);
      const day = days.get(row.day);
      if (day) {
        day.orders += count;
        day.grossCents += gross;
      }
      const method = methods.get(row.method) ?? { orders: 0, grossCents: 0 };
      method.orders += count;
      method.grossCents += gross;
      methods.set(row.method, method);
      const branchId = Number(row.branchId);
      const branch = branches.get(branchId) ?? {
        branch: { id: branchId, name: row.branchName ?? '' },
        orders: 0,
        grossCents: 0,
      };
      branch.orders += count;
      branch.grossCents += gross;
      branches.set(branchId, branch);
    }
    return {
      orders,
      grossCents,
      netCents,
      taxes: taxes
        .map((row) => ({ rate: row.rate, taxCents: Number(row.tax) }))
        .sort((a, b) => Number(a.rate) - Number(b.rate)),
      averageBasketCents: orders === 0 ? 0 : Math.round(grossCents / orders),
      byPaymentMethod: PAYMENT_METHODS.filter((method) => methods.has(method)).map((method) => ({
        method,
        ...methods.get(method)!,
      })),
      byBranch: [...branches.values()].sort(
        (a, b) => b.grossCents - a.grossCents || a.branch.name.localeCompare(b.branch.name, 'de'),
      ),
      days: [...days.values()],
    };
  }

  async canceledOrders(scope: StatisticsScope): Promise<CanceledOrdersFigures> {
    const rows =
      (await this.rollUp(StatisticsOrderDayEntity, scope)
        ?.select('r.businessDay', 'day')
        .addSelect('r.outcome', 'reason')
        .addSelect('SUM(r.orders)', 'orders')
        .addSelect('SUM(r.grossCents)', 'gross')
        .andWhere('r.outcome IN (:...reasons)', { reasons: CANCELLATION_REASONS })
        .groupBy('r.businessDay')
        .addGroupBy('r.outcome')
        .getRawMany<{
          day: string;
          reason: CancellationReason;
          orders: string;
          gross: string;
        }>()) ?? [];
    const days = new Map(
      periodDates(scope.period).map((date) => [date, { date, count: 0, lostRevenueCents: 0 }]),
    );
    const reasons = new Map(
      CANCELLATION_REASONS.map((reason) => [reason, { reason, count: 0, lostRevenueCents: 0 }]),
    );
    let count = 0;
    let lostRevenueCents = 0;
    for (const row of rows) {
      const orders = Number(row.orders);
      const gross = Number(row.gross);
      count += orders;
      lostRevenueCents += gross;
      const reason = reasons.get(row.reason);
      if (reason) {
        reason.count += orders;
        reason.lostRevenueCents += gross;
      }
      const day = days.get(row.day);
      if (day) {
        day.count += orders;
        day.lostRevenueCents += gross;
      }
    }
    return { count, lostRevenueCents, byReason: [...reasons.values()], days: [...days.values()] };
  }

  async items(scope: StatisticsScope): Promise<ItemsFigures> {
    const rows =
      (await this.rollUp(StatisticsOrderDayEntity, scope)
        ?.select('r.businessDay', 'day')
        .addSelect('SUM(r.orderLines)', 'lines')
        .addSelect('SUM(r.amountThousandths)', 'amount')
        .andWhere("r.outcome = 'sale'")
        .groupBy('r.businessDay')
        .getRawMany<{ day: string; lines: string; amount: string }>()) ?? [];
    const byDay = new Map(rows.map((row) => [row.day, row]));
    let lines = 0;
    let thousandths = 0;
    const days = periodDates(scope.period).map((date) => {
      const row = byDay.get(date);
      const dayLines = Number(row?.lines ?? 0);
      const dayThousandths = Number(row?.amount ?? 0);
      lines += dayLines;
      thousandths += dayThousandths;
      return { date, lines: dayLines, amount: dayThousandths / 1000 };
    });
    return { days, lines, amount: thousandths / 1000 };
  }

  async popularItems(scope: StatisticsScope): Promise<PopularItemsFigures> {
    const rows = await this.monthsAndDays(
      scope,
      { month: StatisticsItemMonthEntity, day: StatisticsItemDayEntity },
      (query) =>
        query
          .select('r.productId', 'productId')
          .addSelect('r.unit', 'unit')
          .addSelect('r.name', 'name')
          .addSelect('MAX(r.businessDay)', 'lastDay')
          .addSelect('SUM(r.amountThousandths)', 'amount')
          .addSelect('SUM(r.orders)', 'orders')
          .addSelect('SUM(r.revenueCents)', 'revenue')
          .groupBy('r.productId')
          .addGroupBy('r.unit')
          .addGroupBy('r.name')
          .getRawMany<{
            productId: string | number | null;
            unit: string;
            name: string;
            lastDay: string;
            amount: string;
            orders: string;
            revenue: string;
          }>(),
    );
    // A product renamed within the period: one entry, named as on its latest day.
    const products = new Map<
      string,
      PopularItemsFigures['items'][number] & { thousandths: number; lastDay: string }
    >();
    for (const row of rows) {
      const id = row.productId === null ? null : Number(row.productId);
      const key = `${id === null ? `name:${row.name}` : `id:${id}`}|${row.unit}`;
      const item = products.get(key) ?? {
        product: { id, name: row.name },
        unit: row.unit,
        amount: 0,
        orders: 0,
        revenueCents: 0,
        thousandths: 0,
        lastDay: row.lastDay,
      };
      if (row.lastDay > item.lastDay) {
        item.product.name = row.name;
        item.lastDay = row.lastDay;
      }
      item.thousandths += Number(row.amount);
      item.orders += Number(row.orders);
      item.revenueCents += Number(row.revenue);
      products.set(key, item);
    }
    return {
      items: [...products.values()]
        .sort(
          (a, b) =>
            b.thousandths - a.thousandths ||
            b.revenueCents - a.revenueCents ||
            a.product.name.localeCompare(b.product.name, 'de'),
        )
        .slice(0, POPULAR_ITEMS_LIMIT)
        .map(({ product, unit, thousandths, orders, revenueCents }) => ({
          product,
          unit,
          amount: thousandths / 1000,
          orders,
          revenueCents,
        })),
    };
  }

  async orderTimes(scope: StatisticsScope): Promise<HeatMapFigures> {
    const rows = await this.monthsAndDays(
      scope,
      { month: StatisticsOrderSlotMonthEntity, day: StatisticsOrderSlotDayEntity },
      (query) =>
        query
          .select('r.weekday', 'weekday')
          .addSelect('r.slot', 'slot')
          .addSelect('SUM(r.orders)', 'orders')
          .groupBy('r.weekday')
          .addGroupBy('r.slot')
          .getRawMany<{ weekday: string; slot: string; orders: string }>(),
    );
    const counts = emptyHeatMap();
    let total = 0;
    for (const row of rows) {
      const orders = Number(row.orders);
      counts[Number(row.weekday)][Number(row.slot)] += orders;
      total += orders;
    }
    return { counts, total };
  }
}
