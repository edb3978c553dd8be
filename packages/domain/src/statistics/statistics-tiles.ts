import type {
  CanceledOrdersFigures,
  RevenueFigures,
  StatisticsAnswer,
  UniqueVisitorsFigures,
} from '../contract/statistics.js';
import { formatEuro } from '../format/money-format.js';

/** Orders per unique visitor (0.032 for 3,2 %), or null without visitors. */
export function conversionRate(orders: number, visitors: number): number | null {
  return visitors > 0 ? orders / visitors : null;
}

/** A share as German percent with one decimal ("3,2 %"); "–" when there is none. */
export function formatPercent(share: number | null): string {
  if (share === null || !Number.isFinite(share)) return '–';
  return `${(share * 100).toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
}

/** The change from `previous` to `current` as a share (0.12 for +12 %); null when previous is 0. */
export function relativeChange(current: number, previous: number): number | null {
  return previous === 0 ? null : (current - previous) / previous;
}

/** A change as whole signed percent: "+12 %", "−5 %", "±0 %"; "–" when there is none. */
export function formatChange(change: number | null): string {
  if (change === null || !Number.isFinite(change)) return '–';
  const percent = Math.round(change * 100);
  if (percent === 0) return '±0 %';
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent).toLocaleString('de-DE')} %`;
}

/** A whole count with German thousands points ("1.234"). */
export function formatCount(count: number): string {
  return count.toLocaleString('de-DE', { maximumFractionDigits: 0 });
}

/** The key figures of a period that the tiles show. */
export interface StatisticsKeyFigures {
  grossCents: number;
  orders: number;
  averageBasketCents: number;
  visitors: number;
  conversion: number | null;
  canceled: number;
  lostRevenueCents: number;
}

/** The answers the tiles are read from. */
export interface StatisticsTileAnswers {
  revenue: StatisticsAnswer<RevenueFigures>;
  'unique-visitors': StatisticsAnswer<UniqueVisitorsFigures>;
  'canceled-orders': StatisticsAnswer<CanceledOrdersFigures>;
}

function keyFigures(
  revenue: RevenueFigures,
  visitors: UniqueVisitorsFigures,
  canceled: CanceledOrdersFigures,
): StatisticsKeyFigures {
  return {
    grossCents: revenue.grossCents,
    orders: revenue.orders,
    averageBasketCents: revenue.averageBasketCents,
    visitors: visitors.total,
    conversion: conversionRate(revenue.orders, visitors.total),
    canceled: canceled.count,
    lostRevenueCents: canceled.lostRevenueCents,
  };
}

/** One tile: its label, the value as text, a second line, and the change against the period before. */
export interface StatisticsTile {
  key: 'revenue' | 'orders' | 'basket' | 'visitors' | 'conversion' | 'canceled';
  label: string;
  value: string;
  detail?: string;
  /** "+12 %" against the previous period; null without comparison. */
  change: string | null;
  /** Which way the figure went; null when flat or without comparison. */
  trend: 'up' | 'down' | null;
  /** Whether that is good news: more of everything is, more cancellations are not. */
  favourable: boolean | null;
}

const euro = (cents: number) => formatEuro(cents / 100);

/**
 * The six tiles of the statistics screen: revenue (gross), orders that became sales, average
 * basket, unique visitors, conversion (orders per visitor; "–" without visitors) and
 * cancellations with the revenue they lost. With a previous period each tile carries its
 * relative change (for conversion: of the rate).
 */
export function statisticsTiles(answers: StatisticsTileAnswers): StatisticsTile[] {
  const now = keyFigures(
    answers.revenue.figures,
    answers['unique-visitors'].figures,
    answers['canceled-orders'].figures,
  );
  const before =
    answers.revenue.previous &&
    answers['unique-visitors'].previous &&
    answers['canceled-orders'].previous
      ? keyFigures(
          answers.revenue.previous.figures,
          answers['unique-visitors'].previous.figures,
          answers['canceled-orders'].previous.figures,
        )
      : null;
  const change = (pick: (figures: StatisticsKeyFigures) => number | null, moreIsBetter = true) => {
    if (!before) return { change: null, trend: null, favourable: null };
    const current = pick(now);
    const previous = pick(before);
    const share = current === null || previous === null ? null : relativeChange(current, previous);
    const text = formatChange(share);
    const trend: 'up' | 'down' | null =
      share === null || text === '±0 %' ? null : share > 0 ? 'up' : 'down';
    return { change: text, trend, favourable: trend && (trend === 'up') === moreIsBetter };
  };
  return [
    {
      key: 'revenue',
      label: 'Umsatz (brutto)',
      value: euro(now.grossCents),
      ...change((f) => f.grossCents),
    },
    {
      key: 'orders',
      label: 'Bestellungen',
      value: formatCount(now.orders),
      ...change((f) => f.orders),
    },
    {
      key: 'basket',
      label: 'Ø Warenkorb',
      value: euro(now.averageBasketCents),
      ...change((f) => f.averageBasketCents),
    },
    {
      key: 'visitors',
      label: 'Eindeutige Besucher',
      value: formatCount(now.visitors),
      ...change((f) => f.visitors),
    },
    {
      key: 'conversion',
      label: 'Conversion',
      value: formatPercent(now.conversion),
      detail: 'Bestellungen je Besucher',
      ...change((f) => f.conversion),
    },
    {
      key: 'canceled',
      label: 'Stornierungen',
      value: formatCount(now.canceled),
      detail: `${euro(now.lostRevenueCents)} entgangener Umsatz`,
      ...change((f) => f.canceled, false),
    },
  ];
}
