import {
  TIME_SHEET_CSV_HEADER,
  timeSheetCsvRecord,
  type TimeSheetMonth,
} from '@bestellwerk/domain';
import { stringify } from 'csv-stringify/sync';

/**
 * The payroll export of a month: one row per employee and day, `;`-separated with a UTF-8 BOM
 * and CRLF line ends, so German Excel opens it with umlauts and decimal commas intact.
 */
export function timeSheetCsv(month: TimeSheetMonth): string {
  const records = month.employees.flatMap((employee) =>
    employee.days.map((day) => timeSheetCsvRecord(employee.name, day)),
  );
  return stringify([[...TIME_SHEET_CSV_HEADER], ...records], {
    delimiter: ';',
    bom: true,
    record_delimiter: 'windows',
  });
}
