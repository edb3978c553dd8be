import { eurosToCents } from '../money/cents.js';

const formatters = new Map<string, Intl.NumberFormat>();

function euroFormatter(locale: string): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * An amount of euros for display with two decimals in the given locale; German (`de-DE`) by
 * default: `1234.5` → `1.234,50 €` (a no-break space before the sign). The amount is first
 * rounded to whole cents commercially (as the money module does), so the text shows the
 * amount that is charged, and a value that rounds to zero never reads `-0,00 €`. `de-AT` gives
 * `€ 1.234,50`. Not a finite number → empty text.
 */
export function formatEuro(euros: number, locale = 'de-DE'): string {
  if (!Number.isFinite(euros)) return '';
  return euroFormatter(locale).format(eurosToCents(euros) / 100);
}

/** An amount as German text: decimal comma, no grouping ("1,5", "250"). */
export function amountText(amount: number): string {
  return amount.toLocaleString('de-DE', { maximumFractionDigits: 6, useGrouping: false });
}
