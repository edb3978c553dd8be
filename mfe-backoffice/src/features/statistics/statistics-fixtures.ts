import {
  STATISTICS_NAMES,
  type StatisticsAnswer,
  type StatisticsFiguresByName,
  type StatisticsPeriod,
} from '@bestellwerk/domain';
import type { StatisticsAnswers } from './statistics-store.js';

/** October 2026 and the 31 days before it, as the routes answer them. */
export const OCTOBER: StatisticsPeriod = { from: '2026-10-01', to: '2026-10-31' };
export const BEFORE_OCTOBER: StatisticsPeriod = { from: '2026-08-31', to: '2026-09-30' };

const heatMap = (cells: [number, number, number][]) => {
  const counts = Array.from({ length: 7 }, () => Array.from({ length: 48 }, () => 0));
  for (const [weekday, slot, count] of cells) counts[weekday][slot] = count;
  return { counts, total: cells.reduce((sum, [, , count]) => sum + count, 0) };
};

/**
 * The figures of a small month: three days with orders (12 sold for 1.234,56 €), 400 visitors,
 * three cancellations (45,90 € lost), two employees, a few busy half hours.
 */
export function octoberFigures(): StatisticsFiguresByName {
  return {
    'unique-visitors': {
      days: [
        { date: '2026-10-01', count: 100 },
        { date: '2026-10-02', count: 150 },
        { date: '2026-10-03', count: 150 },
      ],
      total: 400,
    },
    'page-views': {
      days: [
        { date: '2026-10-01', count: 300 },
        { date: '2026-10-02', count: 420 },
        { date: '2026-10-03', count: 380 },
      ],
      total: 1100,
    },
    pages: {
      pages: [
        { path: '/speisekarte', views: 600, visitors: 300 },
        { path: '/', views: 500, visitors: 380 },
      ],
    },
    events: {
      events: [
        { type: 'event', action: 'page_view', category: 'engagement', count: 1100 },
        { type: 'event', action: 'add_to_cart', category: 'ecommerce', count: 55 },
        { type: 'event', action: 'begin_checkout', category: 'ecommerce', count: 22 },
        { type: 'event', action: 'purchase', category: 'ecommerce', count: 11 },
      ],
    },
    orders: {
      days: [
        {
          date: '2026-10-01',
          count: 6,
          byType: { takeaway: 3, delivery: 2, dineIn: 1 },
          byState: {},
        },
        {
          date: '2026-10-02',
          count: 5,
          byType: { takeaway: 2, delivery: 2, dineIn: 1 },
          byState: {},
        },
        {
          date: '2026-10-03',
          count: 4,
          byType: { takeaway: 1, delivery: 2, dineIn: 1 },
          byState: {},
        },
      ],
      total: 15,
      byType: { takeaway: 6, delivery: 6, dineIn: 3 },
      byState: {},
    },
    revenue: {
      orders: 12,
      grossCents: 123456,
      netCents: 110000,
      taxes: [{ rate: '10', taxCents: 13456 }],
      averageBasketCents: 10288,
      byPaymentMethod: [],
      byBranch: [],
      days: [
        { date: '2026-10-01', orders: 5, grossCents: 50000 },
        { date: '2026-10-02', orders: 4, grossCents: 43456 },
        { date: '2026-10-03', orders: 3, grossCents: 30000 },
      ],
    },
    'canceled-orders': {
      count: 3,
      lostRevenueCents: 4590,
      byReason: [
        { reason: 'rejected', count: 1, lostRevenueCents: 1000 },
        { reason: 'canceled', count: 1, lostRevenueCents: 590 },
        { reason: 'payment-failed', count: 1, lostRevenueCents: 3000 },
      ],
      days: [{ date: '2026-10-02', count: 3, lostRevenueCents: 4590 }],
    },
    items: {
      days: [
        { date: '2026-10-01', lines: 9, amount: 14 },
        { date: '2026-10-02', lines: 7, amount: 10.5 },
        { date: '2026-10-03', lines: 5, amount: 6 },
      ],
      lines: 21,
      amount: 30.5,
    },
    'popular-items': {
      items: [
        {
          product: { id: 1, name: 'Pizza Margherita' },
          unit: 'piece',
          amount: 9,
          orders: 7,
          revenueCents: 8910,
        },
        {
          product: { id: 2, name: 'Gemischter Salat' },
          unit: 'serving',
          amount: 4.5,
          orders: 4,
          revenueCents: 2925,
        },
      ],
    },
    'visitor-times': heatMap([
      [0, 24, 12],
      [4, 37, 30],
    ]),
    'order-times': heatMap([
      [0, 24, 3], // Montag 12:00
      [4, 37, 7], // Freitag 18:30
      [6, 47, 1], // Sonntag 23:30
    ]),
    'working-activities': {
      rows: [],
      byPerson: [],
      byBranch: [{ branch: { id: 1, name: 'Wien-Neubau' }, netMinutes: 1110 }],
      days: [],
      netMinutes: 1110,
    },
    'working-schedules': {
      byPerson: [
        { person: { id: 3, name: 'Anna Berger' }, plannedMinutes: 480, workedMinutes: 450 },
        { person: { id: 4, name: 'Ben Kurz' }, plannedMinutes: 600, workedMinutes: 660 },
      ],
      days: [],
      plannedMinutes: 1080,
      workedMinutes: 1110,
    },
  };
}

/** September's key figures for the comparison: 10 sold for 1.000,00 €, 500 visitors, 4 cancellations. */
function septemberFigures(): StatisticsFiguresByName {
  const figures = octoberFigures();
  const shift = (date: string) => date.replace('2026-10-0', '2026-09-0');
  return {
    ...figures,
    'unique-visitors': {
      days: figures['unique-visitors'].days.map((day) => ({ ...day, date: shift(day.date) })),
      total: 500,
    },
    revenue: {
      ...figures.revenue,
      orders: 10,
      grossCents: 100000,
      averageBasketCents: 10000,
      days: [
        { date: '2026-08-31', orders: 4, grossCents: 40000 },
        { date: '2026-09-01', orders: 6, grossCents: 60000 },
      ],
    },
    'canceled-orders': { ...figures['canceled-orders'], count: 4, lostRevenueCents: 6000 },
  };
}

/** Every route's answer for October, with September beside it when `compare`. */
export function makeStatisticsAnswers({ compare = false } = {}): StatisticsAnswers {
  const october = octoberFigures();
  const september = septemberFigures();
  return Object.fromEntries(
    STATISTICS_NAMES.map((name) => [
      name,
      {
        period: OCTOBER,
        figures: october[name],
        previous: compare ? { period: BEFORE_OCTOBER, figures: september[name] } : null,
      } satisfies StatisticsAnswer<unknown>,
    ]),
  ) as StatisticsAnswers;
}
