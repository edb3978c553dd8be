import type { DateString } from '../contract/common.js';
import { ORDER_TYPES } from '../contract/organisation.js';
import type {
  CancellationReason,
  CanceledOrdersFigures,
  EventsFigures,
  HeatMapFigures,
  ItemsFigures,
  OrdersFigures,
  PageViewsFigures,
  PagesFigures,
  PopularItemsFigures,
  RevenueFigures,
  StatisticsAnswer,
  StatisticsPeriod,
  UniqueVisitorsFigures,
  WorkingActivitiesFigures,
  WorkingSchedulesFigures,
} from '../contract/statistics.js';
import { csvDecimal } from '../format/csv-format.js';
import { formatCalendarDate } from '../format/date-format.js';
import { formatDecimal } from '../format/decimal-input.js';
import { formatEuro } from '../format/money-format.js';
import { ORDER_TYPE_LABELS } from '../orders/order-labels.js';
import { GERMAN_WEEKDAY_NAMES, formatTimeOfDay } from '../time/calendar-dates.js';
import { decimalHours } from '../time-tracking/time-sheet.js';
import { UNIT_TABLE } from '../units/unit-table.js';
import { HEAT_MAP_SLOTS } from './statistics-period.js';
import { formatCount, formatPercent } from './statistics-tiles.js';

/** What a column holds, which decides how its values are written. */
export type StatisticsColumnKind =
  'text' | 'date' | 'count' | 'amount' | 'cents' | 'minutes' | 'share';

export interface StatisticsColumn {
  label: string;
  kind: StatisticsColumnKind;
}

/** A cell's raw value: text or date for text columns, a number (or null for none) for the others. */
export type StatisticsValue = string | number | null;

/** One view of the statistics as a table: what its chart shows, its table view and its CSV. */
export interface StatisticsTable {
  columns: StatisticsColumn[];
  rows: StatisticsValue[][];
}

/**
 * A value as the screen shows it: dates DD.MM.YYYY, counts with thousands points, money
 * "1.234,50 €", minutes as hours "7,50 h", shares "3,2 %"; "–" for none.
 */
export function displayText(kind: StatisticsColumnKind, value: StatisticsValue): string {
  if (value === null) return '–';
  if (typeof value === 'string') return kind === 'date' ? formatCalendarDate(value) : value;
  switch (kind) {
    case 'count':
      return formatCount(value);
    case 'amount':
      return formatDecimal(value);
    case 'cents':
      return formatEuro(value / 100);
    case 'minutes':
      return `${decimalHours(value)} h`;
    case 'share':
      return formatPercent(value);
    default:
      return String(value);
  }
}

/**
 * A value as the CSV writes it for German spreadsheets: DD.MM.YYYY, plain numbers with a decimal
 * comma and no grouping or unit (euros "1234,50", hours "7,50", percent "3,2"); empty for none.
 */
export function csvText(kind: StatisticsColumnKind, value: StatisticsValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return kind === 'date' ? formatCalendarDate(value) : value;
  switch (kind) {
    case 'cents':
      return csvDecimal(value / 100);
    case 'minutes':
      return decimalHours(value);
    case 'share':
      return csvDecimal(value * 100, 1);
    case 'amount':
      return String(value).replace('.', ',');
    default:
      return String(value);
  }
}

/** The CSV records of a table: the header, then one record per row. */
export function statisticsCsvRecords(table: StatisticsTable): string[][] {
  return [
    table.columns.map((column) => column.label),
    ...table.rows.map((row) =>
      row.map((value, index) => csvText(table.columns[index].kind, value)),
    ),
  ];
}

/** The file name of a view's CSV: `statistik-umsatz-2026-10-01-2026-10-31.csv`. */
export function statisticsCsvFileName(view: string, period: StatisticsPeriod): string {
  return `statistik-${view}-${period.from}-${period.to}.csv`;
}

const date = (label = 'Datum'): StatisticsColumn => ({ label, kind: 'date' });
const count = (label: string): StatisticsColumn => ({ label, kind: 'count' });
const previousDate = (days: { date: DateString }[] | undefined, index: number) =>
  days?.[index]?.date ?? null;

/** Revenue per day; with a comparison, the previous period's day of the same position beside it. */
export function revenueTable(answer: StatisticsAnswer<RevenueFigures>): StatisticsTable {
  const previous = answer.previous?.figures.days;
  return {
    columns: [
      date(),
      count('Bestellungen'),
      { label: 'Umsatz brutto (EUR)', kind: 'cents' },
      ...(previous
        ? [
            date('Vorperiode: Datum'),
            { label: 'Vorperiode: Umsatz brutto (EUR)', kind: 'cents' as const },
          ]
        : []),
    ],
    rows: answer.figures.days.map((day, index) => [
      day.date,
      day.orders,
      day.grossCents,
      ...(previous ? [previousDate(previous, index), previous[index]?.grossCents ?? null] : []),
    ]),
  };
}

/** Orders per day by order type, with the day's total. */
export function ordersTable(answer: StatisticsAnswer<OrdersFigures>): StatisticsTable {
  return {
    columns: [
      date(),
      ...ORDER_TYPES.map((type) => count(ORDER_TYPE_LABELS[type])),
      count('Gesamt'),
    ],
    rows: answer.figures.days.map((day) => [
      day.date,
      ...ORDER_TYPES.map((type) => day.byType[type] ?? 0),
      day.count,
    ]),
  };
}

/** Page views and unique visitors per day (the two answers cover the same days). */
export function visitorsTable(
  pageViews: StatisticsAnswer<PageViewsFigures>,
  visitors: StatisticsAnswer<UniqueVisitorsFigures>,
): StatisticsTable {
  const previous = visitors.previous?.figures.days;
  return {
    columns: [
      date(),
      count('Seitenaufrufe'),
      count('Eindeutige Besucher'),
      ...(previous ? [date('Vorperiode: Datum'), count('Vorperiode: Eindeutige Besucher')] : []),
    ],
    rows: visitors.figures.days.map((day, index) => [
      day.date,
      pageViews.figures.days[index]?.count ?? 0,
      day.count,
      ...(previous ? [previousDate(previous, index), previous[index]?.count ?? null] : []),
    ]),
  };
}

/** Order lines and ordered amount per day. */
export function itemsTable(answer: StatisticsAnswer<ItemsFigures>): StatisticsTable {
  return {
    columns: [date(), count('Positionen'), { label: 'Menge', kind: 'amount' }],
    rows: answer.figures.days.map((day) => [day.date, day.lines, day.amount]),
  };
}

/** Planned against worked hours per employee. */
export function workingHoursTable(
  answer: StatisticsAnswer<WorkingSchedulesFigures>,
): StatisticsTable {
  return {
    columns: [
      { label: 'Mitarbeiter', kind: 'text' },
      { label: 'Geplant (h)', kind: 'minutes' },
      { label: 'Gearbeitet (h)', kind: 'minutes' },
    ],
    rows: answer.figures.byPerson.map((row) => [
      row.person.name,
      row.plannedMinutes,
      row.workedMinutes,
    ]),
  };
}

/** The slot labels of a heat map's columns: 00:00 … 23:30. */
export const HEAT_MAP_SLOT_LABELS: readonly string[] = Array.from(
  { length: HEAT_MAP_SLOTS },
  (_, slot) => formatTimeOfDay(slot * 30),
);

/** A heat map as a table: one row per weekday (Montag first), one column per half hour. */
export function heatMapTable(answer: StatisticsAnswer<HeatMapFigures>): StatisticsTable {
  return {
    columns: [
      { label: 'Wochentag', kind: 'text' },
      ...HEAT_MAP_SLOT_LABELS.map((label) => count(label)),
    ],
    rows: GERMAN_WEEKDAY_NAMES.map((name, weekday) => [
      name,
      ...Array.from(
        { length: HEAT_MAP_SLOTS },
        (_, slot) => answer.figures.counts[weekday]?.[slot] ?? 0,
      ),
    ]),
  };
}

/** The top products: name, unit, amount, orders and revenue. */
export function popularItemsTable(answer: StatisticsAnswer<PopularItemsFigures>): StatisticsTable {
  return {
    columns: [
      { label: 'Produkt', kind: 'text' },
      { label: 'Einheit', kind: 'text' },
      { label: 'Menge', kind: 'amount' },
      count('Bestellungen'),
      { label: 'Umsatz (EUR)', kind: 'cents' },
    ],
    rows: answer.figures.items.map((item) => [
      item.product.name,
      // The German abbreviation ('Stk.', 'kg'); a unit key we do not know stays as it came.
      UNIT_TABLE[item.unit as keyof typeof UNIT_TABLE]?.shortName ?? item.unit,
      item.amount,
      item.orders,
      item.revenueCents,
    ]),
  };
}

/** Why orders did not become sales, in German. */
export const CANCELLATION_REASON_LABELS: Readonly<Record<CancellationReason, string>> = {
  rejected: 'Abgelehnt',
  canceled: 'Storniert',
  'payment-failed': 'Zahlung fehlgeschlagen',
};

/** Cancellations by reason with the revenue they lost. */
export function cancellationsTable(
  answer: StatisticsAnswer<CanceledOrdersFigures>,
): StatisticsTable {
  return {
    columns: [
      { label: 'Grund', kind: 'text' },
      count('Anzahl'),
      { label: 'Entgangener Umsatz (EUR)', kind: 'cents' },
    ],
    rows: answer.figures.byReason.map((row) => [
      CANCELLATION_REASON_LABELS[row.reason],
      row.count,
      row.lostRevenueCents,
    ]),
  };
}

/** The most viewed pages with their views and visitors. */
export function pagesTable(answer: StatisticsAnswer<PagesFigures>): StatisticsTable {
  return {
    columns: [{ label: 'Seite', kind: 'text' }, count('Aufrufe'), count('Besucher')],
    rows: answer.figures.pages.map((page) => [page.path, page.views, page.visitors]),
  };
}

/** The steps of the shop's funnel, as the storefront's analytics events name them. */
export const FUNNEL_STEPS = [
  { action: 'page_view', label: 'Seitenaufruf' },
  { action: 'add_to_cart', label: 'In den Warenkorb' },
  { action: 'begin_checkout', label: 'Kasse begonnen' },
  { action: 'purchase', label: 'Kauf' },
] as const;

/**
 * The funnel page view → add to cart → begin checkout → purchase: each step's events (of any
 * type and category) and their share of the first step's ("–" when there were no page views).
 */
export function funnelTable(answer: StatisticsAnswer<EventsFigures>): StatisticsTable {
  const counts = FUNNEL_STEPS.map((step) =>
    answer.figures.events
      .filter((event) => event.action === step.action)
      .reduce((sum, event) => sum + event.count, 0),
  );
  const first = counts[0];
  return {
    columns: [
      { label: 'Schritt', kind: 'text' },
      count('Ereignisse'),
      { label: 'Anteil', kind: 'share' },
    ],
    rows: FUNNEL_STEPS.map((step, index) => [
      step.label,
      counts[index],
      first > 0 ? counts[index] / first : null,
    ]),
  };
}

/** Net worked hours per branch ("Ohne Filiale" for work booked to none). */
export function workByBranchTable(
  answer: StatisticsAnswer<WorkingActivitiesFigures>,
): StatisticsTable {
  return {
    columns: [
      { label: 'Filiale', kind: 'text' },
      { label: 'Gearbeitet (h)', kind: 'minutes' },
    ],
    rows: answer.figures.byBranch.map((row) => [
      row.branch?.name ?? 'Ohne Filiale',
      row.netMinutes,
    ]),
  };
}
