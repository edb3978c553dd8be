import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  displayText,
  formatDecimal,
  type StatisticsColumnKind,
  type StatisticsTable,
} from '@bestellwerk/domain';

/** One series of a chart: a column of the view's table. */
export interface ChartSeries {
  column: number;
  /** The legend's name; the column's label by default. */
  name?: string;
  /** Drawn dashed and pale: the previous period. */
  previous?: boolean;
}

export interface StatisticsChartProps {
  type: 'line' | 'bar';
  table: StatisticsTable;
  /** The column along the x axis (a date or a name). */
  x: number;
  series: ChartSeries[];
  /** Bars on top of each other. */
  stacked?: boolean;
  /** What the chart shows, for screen readers (the table view has the figures). */
  label: string;
}

/** The colours of the series in order, then the previous period's; contrast ≥ 3:1 on white. */
const COLOURS = ['#1565c0', '#c62828', '#2e7d32', '#6a1b9a', '#ef6c00'];
const PREVIOUS_COLOUR = '#757575';

/** A value as the axis plots it: money in euros, minutes in hours. */
function plotted(kind: StatisticsColumnKind, value: unknown): number | null {
  if (typeof value !== 'number') return null;
  if (kind === 'cents') return value / 100;
  if (kind === 'minutes') return value / 60;
  return value;
}

/** An axis label of the x column: dates as "01.10.", names as they are. */
function xText(kind: StatisticsColumnKind, value: unknown): string {
  const text = displayText(
    kind,
    typeof value === 'number' || typeof value === 'string' ? value : null,
  );
  return kind === 'date' ? text.slice(0, 6) : text;
}

/**
 * A line or bar chart of some columns of a view's table (recharts), German numbers on the axis
 * and in the tooltip, as a labelled figure; the figures are in the panel's table view.
 */
export function StatisticsChart({ type, table, x, series, stacked, label }: StatisticsChartProps) {
  const xKind = table.columns[x].kind;
  const data = table.rows.map((row) => {
    const point: Record<string, string | number | null> = { x: xText(xKind, row[x]) };
    for (const entry of series)
      point[`s${entry.column}`] = plotted(table.columns[entry.column].kind, row[entry.column]);
    return point;
  });
  const kindOf = (key: string) => table.columns[Number(key.slice(1))]?.kind ?? 'count';
  const tooltip = (
    <Tooltip
      formatter={(value, _name, item) => {
        const kind = kindOf(String(item.dataKey));
        const raw =
          typeof value === 'number'
            ? kind === 'cents'
              ? value * 100
              : kind === 'minutes'
                ? value * 60
                : value
            : null;
        return displayText(kind, raw === null ? null : Math.round(raw * 1000) / 1000);
      }}
    />
  );
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="x" tick={{ fontSize: 12 }} minTickGap={12} />
      <YAxis
        width={56}
        tick={{ fontSize: 12 }}
        tickFormatter={(value: number) => formatDecimal(value)}
        allowDecimals={false}
      />
      {tooltip}
      <Legend />
    </>
  );
  let colour = 0;
  const colourOf = (entry: ChartSeries) =>
    entry.previous ? PREVIOUS_COLOUR : COLOURS[colour++ % COLOURS.length];
  const nameOf = (entry: ChartSeries) => entry.name ?? table.columns[entry.column].label;
  return (
    <figure className="bo-statistics__chart" aria-label={label}>
      <ResponsiveContainer width="100%" height={260}>
        {type === 'line' ? (
          <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            {axes}
            {series.map((entry) => (
              <Line
                key={entry.column}
                type="monotone"
                dataKey={`s${entry.column}`}
                name={nameOf(entry)}
                stroke={colourOf(entry)}
                strokeWidth={2}
                strokeDasharray={entry.previous ? '6 4' : undefined}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        ) : (
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            {axes}
            {series.map((entry) => (
              <Bar
                key={entry.column}
                dataKey={`s${entry.column}`}
                name={nameOf(entry)}
                fill={colourOf(entry)}
                stackId={stacked ? 'stack' : undefined}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </figure>
  );
}
