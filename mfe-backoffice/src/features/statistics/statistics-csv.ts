import {
  GERMAN_CSV_OPTIONS,
  statisticsCsvFileName,
  statisticsCsvRecords,
  type StatisticsPeriod,
  type StatisticsTable,
} from '@bestellwerk/domain';

/**
 * A view's CSV as text: `;`-separated with a UTF-8 BOM and CRLF, as the time-sheet export
 * writes it (csv-stringify with the domain's GERMAN_CSV_OPTIONS). The writer is loaded on the
 * first export only.
 */
export async function statisticsCsv(table: StatisticsTable): Promise<string> {
  const { stringify } = await import('csv-stringify/browser/esm/sync');
  return stringify(statisticsCsvRecords(table), { ...GERMAN_CSV_OPTIONS });
}

/** Downloads a view's CSV as `statistik-{view}-{from}-{to}.csv`. */
export async function downloadStatisticsCsv(
  view: string,
  period: StatisticsPeriod,
  table: StatisticsTable,
): Promise<void> {
  const text = await statisticsCsv(table);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = statisticsCsvFileName(view, period);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
