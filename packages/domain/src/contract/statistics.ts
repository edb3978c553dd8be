import type { DateString, Id } from './common.js';
import type { PaymentMethod } from './ordering.js';
import type { OrderType } from './organisation.js';
import type { OrderMachineState } from '../orders/order-transitions.js';

/** The 13 statistics of backend.md §7, `GET /api/statistics/{name}`. */
export const STATISTICS_NAMES = [
  'unique-visitors',
  'page-views',
  'pages',
  'events',
  'orders',
  'revenue',
  'canceled-orders',
  'items',
  'popular-items',
  'visitor-times',
  'order-times',
  'working-activities',
  'working-schedules',
] as const;
export type StatisticsName = (typeof STATISTICS_NAMES)[number];

/**
 * The query of every statistics route: `?from=2026-10-01&to=2026-10-31&branch=2&compare=previous`.
 * `from` and `to` are business days in the configured time zone, both inclusive.
 */
export interface StatisticsQuery {
  from: DateString;
  to: DateString;
  /** Only this branch's figures (visitor figures have no branch and ignore it). */
  branch?: Id;
  /** Adds the same figures for the period of equal length right before `from`. */
  compare?: 'previous';
}

/** The longest range one request may ask for, in days (a leap year and a day of slack). */
export const STATISTICS_MAX_RANGE_DAYS = 367;

export interface StatisticsPeriod {
  from: DateString;
  to: DateString;
}

/**
 * Every statistics answer: the figures of the asked period and, with `compare=previous`, the
 * figures of the period of the same number of days right before it (else null).
 */
export interface StatisticsAnswer<Figures> {
  period: StatisticsPeriod;
  figures: Figures;
  previous: { period: StatisticsPeriod; figures: Figures } | null;
}

/** A branch as the statistics name it. */
export interface StatisticsBranch {
  id: Id;
  name: string;
}

/** An employee as the statistics name them. */
export interface StatisticsPerson {
  id: Id;
  name: string;
}

/** One value per business day of the period, every day present (0 where nothing happened). */
export interface DailyCount {
  date: DateString;
  count: number;
}

// ---- Visitors (from the consented analytics log; no branch) ----

/**
 * Unique visitors per day: a visitor is a hash of IP + user agent + a salt that changes every
 * day and is never stored, so the same person on two days counts on both; `total` is the sum.
 */
export interface UniqueVisitorsFigures {
  days: DailyCount[];
  total: number;
}

export interface PageViewsFigures {
  days: DailyCount[];
  total: number;
}

/** The most viewed paths, most views first (at most 50). */
export interface PagesFigures {
  pages: { path: string; views: number; visitors: number }[];
}

/** Analytics events counted by type, action and category, most first. */
export interface EventsFigures {
  events: { type: string; action: string; category: string; count: number }[];
}

/**
 * A weekday × half-hour heat map: `counts[weekday][slot]`, weekday 0 = Monday … 6 = Sunday,
 * slot 0 = 00:00–00:30 … 47 = 23:30–24:00, wall clock of the configured time zone.
 */
export interface HeatMapFigures {
  counts: number[][];
  total: number;
}

// ---- Orders (placed orders by their business day; money in integer cents) ----
// An order paid online counts once its payment is decided: paid (a sale, unless rejected or
// canceled later) or failed ('payment-failed'). While the customer is still at the payment page
// it is in no figure, as it is on no board.

/** What the order statistics group an order's state into. */
export type StatisticsOrderState = OrderMachineState;

export interface OrdersDay {
  date: DateString;
  count: number;
  byType: Record<OrderType, number>;
  byState: Partial<Record<StatisticsOrderState, number>>;
}

export interface OrdersFigures {
  days: OrdersDay[];
  total: number;
  byType: Record<OrderType, number>;
  byState: Partial<Record<StatisticsOrderState, number>>;
}

/**
 * Revenue of the orders that count as sales: not rejected, canceled or failed. Gross, net and
 * tax per rate ("10", "20"), by payment method and branch, average basket = gross / orders.
 */
export interface RevenueFigures {
  orders: number;
  grossCents: number;
  netCents: number;
  taxes: { rate: string; taxCents: number }[];
  averageBasketCents: number;
  byPaymentMethod: { method: PaymentMethod; orders: number; grossCents: number }[];
  byBranch: { branch: StatisticsBranch; orders: number; grossCents: number }[];
  days: { date: DateString; orders: number; grossCents: number }[];
}

/** Why an order did not become a sale. */
export const CANCELLATION_REASONS = ['rejected', 'canceled', 'payment-failed'] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export interface CanceledOrdersFigures {
  count: number;
  lostRevenueCents: number;
  byReason: { reason: CancellationReason; count: number; lostRevenueCents: number }[];
  days: { date: DateString; count: number; lostRevenueCents: number }[];
}

/** Items sold per day: order lines (`lines`) and the units they ordered (`amount`, any unit). */
export interface ItemsFigures {
  days: { date: DateString; lines: number; amount: number }[];
  lines: number;
  amount: number;
}

/** Top products of sold orders by amount and by revenue, with their unit (at most 50). */
export interface PopularItemsFigures {
  items: {
    product: { id: Id | null; name: string };
    unit: string;
    amount: number;
    orders: number;
    revenueCents: number;
  }[];
}

// ---- Work (from time tracking) ----

/** Net worked minutes per employee, branch and day. */
export interface WorkingActivitiesFigures {
  rows: {
    date: DateString;
    person: StatisticsPerson;
    branch: StatisticsBranch | null;
    netMinutes: number;
  }[];
  byPerson: { person: StatisticsPerson; netMinutes: number }[];
  byBranch: { branch: StatisticsBranch | null; netMinutes: number }[];
  days: { date: DateString; netMinutes: number }[];
  netMinutes: number;
}

/** Planned against worked minutes, per employee and per day. */
export interface WorkingSchedulesFigures {
  byPerson: { person: StatisticsPerson; plannedMinutes: number; workedMinutes: number }[];
  days: { date: DateString; plannedMinutes: number; workedMinutes: number }[];
  plannedMinutes: number;
  workedMinutes: number;
}

/** The figures each statistics route answers. */
export interface StatisticsFiguresByName {
  'unique-visitors': UniqueVisitorsFigures;
  'page-views': PageViewsFigures;
  pages: PagesFigures;
  events: EventsFigures;
  orders: OrdersFigures;
  revenue: RevenueFigures;
  'canceled-orders': CanceledOrdersFigures;
  items: ItemsFigures;
  'popular-items': PopularItemsFigures;
  'visitor-times': HeatMapFigures;
  'order-times': HeatMapFigures;
  'working-activities': WorkingActivitiesFigures;
  'working-schedules': WorkingSchedulesFigures;
}

/** The answers of the statistics routes, as the OpenAPI document names them. */
export interface UniqueVisitorsAnswer extends StatisticsAnswer<UniqueVisitorsFigures> {
  figures: UniqueVisitorsFigures;
}
export interface PageViewsAnswer extends StatisticsAnswer<PageViewsFigures> {
  figures: PageViewsFigures;
}
export interface PagesAnswer extends StatisticsAnswer<PagesFigures> {
  figures: PagesFigures;
}
export interface EventsAnswer extends StatisticsAnswer<EventsFigures> {
  figures: EventsFigures;
}
export interface OrdersAnswer extends StatisticsAnswer<OrdersFigures> {
  figures: OrdersFigures;
}
export interface RevenueAnswer extends StatisticsAnswer<RevenueFigures> {
  figures: RevenueFigures;
}
export interface CanceledOrdersAnswer extends StatisticsAnswer<CanceledOrdersFigures> {
  figures: CanceledOrdersFigures;
}
export interface ItemsAnswer extends StatisticsAnswer<ItemsFigures> {
  figures: ItemsFigures;
}
export interface PopularItemsAnswer extends StatisticsAnswer<PopularItemsFigures> {
  figures: PopularItemsFigures;
}
export interface HeatMapAnswer extends StatisticsAnswer<HeatMapFigures> {
  figures: HeatMapFigures;
}
export interface WorkingActivitiesAnswer extends StatisticsAnswer<WorkingActivitiesFigures> {
  figures: WorkingActivitiesFigures;
}
export interface WorkingSchedulesAnswer extends StatisticsAnswer<WorkingSchedulesFigures> {
  figures: WorkingSchedulesFigures;
}
