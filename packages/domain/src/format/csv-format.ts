/**
 * How every CSV export is written for German spreadsheets (csv-stringify options): `;` between
 * fields, CRLF line ends and a UTF-8 BOM, so Excel opens it with umlauts and decimal commas.
 */
export const GERMAN_CSV_OPTIONS = {
  delimiter: ';',
  bom: true,
  record_delimiter: 'windows',
} as const;

/** A number with a decimal comma and exactly `digits` places, without grouping ("1234,50"). */
export function csvDecimal(value: number, digits = 2): string {
  return value.toFixed(digits).replace('.', ',');
}
