import { useId, useState, type ReactNode } from 'react';
import type { StatisticsPeriod, StatisticsTable } from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import { downloadStatisticsCsv } from './statistics-csv.js';
import { StatisticsTableView } from './statistics-table-view.js';

export interface StatisticsPanelProps {
  title: string;
  /** The CSV file's view name: `umsatz` → statistik-umsatz-{from}-{to}.csv. */
  view: string;
  period: StatisticsPeriod;
  table: StatisticsTable;
  /** The chart; without one the panel shows the table itself. */
  chart?: ReactNode;
  /** Shown instead of the plain table when there is no chart: a table of its own (the heat map). */
  children?: ReactNode;
  /** Spans both columns of the wide layout. */
  wide?: boolean;
}

/**
 * One view of the statistics: heading, CSV export, the chart and its figures as a table behind
 * "Als Tabelle anzeigen" (the table is the chart's accessible view).
 */
export function StatisticsPanel({
  title,
  view,
  period,
  table,
  chart,
  wide,
  children,
}: StatisticsPanelProps) {
  const headingId = useId();
  const [exporting, setExporting] = useState(false);
  return (
    <section
      className={`bo-statistics__panel${wide ? ' bo-statistics__panel--wide' : ''}`}
      aria-labelledby={headingId}
    >
      <header className="bo-statistics__panel-header">
        <h2 id={headingId}>{title}</h2>
        <Button
          variant="secondary"
          aria-label={`${title} als CSV herunterladen`}
          disabled={exporting}
          onClick={async () => {
            setExporting(true);
            try {
              await downloadStatisticsCsv(view, period, table);
            } finally {
              setExporting(false);
            }
          }}
        >
          CSV
        </Button>
      </header>
      {chart ? (
        <>
          {chart}
          <details className="bo-statistics__details">
            <summary>Als Tabelle anzeigen</summary>
            <StatisticsTableView table={table} caption={title} />
          </details>
        </>
      ) : (
        (children ?? <StatisticsTableView table={table} caption={title} />)
      )}
    </section>
  );
}
