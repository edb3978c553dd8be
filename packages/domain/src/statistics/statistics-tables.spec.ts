import type { StatisticsAnswer } from '../contract/statistics.js';
import {
  cancellationsTable,
  csvText,
  displayText,
  funnelTable,
  heatMapTable,
  revenueTable,
  statisticsCsvFileName,
  statisticsCsvRecords,
} from './statistics-tables.js';

const PERIOD = { from: '2026-10-01', to: '2026-10-02' };
const BEFORE = { from: '2026-09-29', to: '2026-09-30' };
const answer = <F>(figures: F, previous: F | null = null): StatisticsAnswer<F> => ({
  period: PERIOD,
  figures,
  previous: previous && { period: BEFORE, figures: previous },
});

describe('statistics tables', () => {
  it.each([
    ['date', '2026-10-01', '01.10.2026', '01.10.2026'],
    ['count', 12345, '12.345', '12345'],
    ['cents', 123456, '1.234,56\u00a0€', '1234,56'],
    ['cents', 5, '0,05\u00a0€', '0,05'],
    ['minutes', 450, '7,50 h', '7,50'],
    ['share', 0.0325, '3,3 %', '3,3'],
    ['amount', 2.5, '2,5', '2,5'],
    ['share', null, '–', ''],
  ] as const)('a %s %s shows as %s and exports as %s', (kind, value, display, csv) => {
    expect(displayText(kind, value)).toBe(display);
    expect(csvText(kind, value)).toBe(csv);
  });

  it('writes the revenue per day with the previous period beside it as CSV records', () => {
    const days = (a: string, b: string, ca: number, cb: number) => [
      { date: a, orders: 2, grossCents: ca },
      { date: b, orders: 1, grossCents: cb },
    ];
    const figures = (d: ReturnType<typeof days>) => ({
      orders: 3,
      grossCents: 0,
      netCents: 0,
      taxes: [],
      averageBasketCents: 0,
      byPaymentMethod: [],
      byBranch: [],
      days: d,
    });
    const table = revenueTable(
      answer(
        figures(days('2026-10-01', '2026-10-02', 4550, 100000)),
        figures(days('2026-09-29', '2026-09-30', 0, 990)),
      ),
    );
    expect(statisticsCsvRecords(table)).toEqual([
      [
        'Datum',
        'Bestellungen',
        'Umsatz brutto (EUR)',
        'Vorperiode: Datum',
        'Vorperiode: Umsatz brutto (EUR)',
      ],
      ['01.10.2026', '2', '45,50', '29.09.2026', '0,00'],
      ['02.10.2026', '1', '1000,00', '30.09.2026', '9,90'],
    ]);
    expect(statisticsCsvFileName('umsatz', PERIOD)).toBe(
      'statistik-umsatz-2026-10-01-2026-10-02.csv',
    );
  });

  it('names the cancellation reasons in German', () => {
    const table = cancellationsTable(
      answer({
        count: 3,
        lostRevenueCents: 3000,
        byReason: [
          { reason: 'rejected', count: 1, lostRevenueCents: 1000 },
          { reason: 'canceled', count: 1, lostRevenueCents: 500 },
          { reason: 'payment-failed', count: 1, lostRevenueCents: 1500 },
        ],
        days: [],
      }),
    );
    expect(table.rows.map((row) => row[0])).toEqual([
      'Abgelehnt',
      'Storniert',
      'Zahlung fehlgeschlagen',
    ]);
  });

  it('lays a heat map out Monday to Sunday over 00:00 to 23:30', () => {
    const counts = Array.from({ length: 7 }, () => Array.from({ length: 48 }, () => 0));
    counts[6][47] = 4; // Sunday 23:30
    counts[0][25] = 2; // Monday 12:30
    const table = heatMapTable(answer({ counts, total: 6 }));
    expect(table.columns.map((column) => column.label).slice(0, 3)).toEqual([
      'Wochentag',
      '00:00',
      '00:30',
    ]);
    expect(table.columns.at(-1)?.label).toBe('23:30');
    expect(table.rows.map((row) => row[0])).toEqual([
      'Montag',
      'Dienstag',
      'Mittwoch',
      'Donnerstag',
      'Freitag',
      'Samstag',
      'Sonntag',
    ]);
    expect(table.rows[0][26]).toBe(2);
    expect(table.rows[6][48]).toBe(4);
  });

  it('counts the funnel steps over every event of their action, as a share of page views', () => {
    const table = funnelTable(
      answer({
        events: [
          { type: 'event', action: 'page_view', category: 'engagement', count: 180 },
          { type: 'event', action: 'page_view', category: 'other', count: 20 },
          { type: 'event', action: 'add_to_cart', category: 'ecommerce', count: 50 },
          { type: 'event', action: 'begin_checkout', category: 'ecommerce', count: 20 },
          { type: 'event', action: 'purchase', category: 'ecommerce', count: 8 },
          { type: 'event', action: 'search', category: 'engagement', count: 99 },
        ],
      }),
    );
    expect(table.rows).toEqual([
      ['Seitenaufruf', 200, 1],
      ['In den Warenkorb', 50, 0.25],
      ['Kasse begonnen', 20, 0.1],
      ['Kauf', 8, 0.04],
    ]);
  });
});
