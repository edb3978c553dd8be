import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { seriousViolations } from './axe.js';
import { expect, readDatabase, signedInStaff, test } from './support.js';

/** Today's calendar day in Vienna (`YYYY-MM-DD`). */
function viennaToday(): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Vienna' }).format(new Date());
}

/** First and last day of the month before `day`'s month. */
function lastMonthOf(day: string): { from: string; to: string; days: number } {
  const [year, month] = day.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return { from: iso(first), to: iso(last), days: last.getUTCDate() };
}

/** Euros as the tiles show them: '22.941,35 €' (any space before the sign). */
function euros(cents: number): RegExp {
  const number = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(cents / 100);
  return new RegExp(`${number.replace(/\./g, '\\.')}\\s€`);
}

/**
 * The sales of last month straight from the orders table, as the statistics define them: not
 * rejected, canceled or failed, and an online payment only once it is paid.
 */
function soldCents(from: string, to: string, branchId?: number): { cents: number; orders: number } {
  const [row] = readDatabase<{ cents: number | null; orders: number }>(
    `SELECT SUM(ROUND(totalGross * 100)) AS cents, COUNT(*) AS orders FROM customer_order
     WHERE businessDay BETWEEN ? AND ? AND isRejected = 0 AND isCanceled = 0 AND isFailed = 0
       AND (paymentMethod NOT IN ('mollie', 'datatrans') OR isPaid = 1)
       AND (? IS NULL OR branchId = ?)`,
    from,
    to,
    branchId ?? null,
    branchId ?? null,
  );
  return { cents: row.cents ?? 0, orders: row.orders };
}

test('an admin reads last month on Statistik, switches to one branch and exports the revenue per day', async ({
  browser,
  baseURL,
}) => {
  // Three screens with charts over three months of demo orders, and a CSV download.
  test.setTimeout(90_000);
  const admin = await signedInStaff(browser, baseURL);
  await admin.getByRole('link', { name: 'Statistik', exact: true }).first().click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Statistik' })).toBeVisible();
  await admin.getByRole('button', { name: 'Letzter Monat' }).click();

  const { from, to, days } = lastMonthOf(viennaToday());
  const all = soldCents(from, to);
  // The demo holds three months of orders: last month is a real picture.
  expect(all.orders).toBeGreaterThan(500);
  const revenue = admin.getByTestId('tile-revenue');
  await expect(revenue).toContainText(euros(all.cents));
  await expect(admin.getByTestId('tile-orders')).toContainText(
    new Intl.NumberFormat('de-DE').format(all.orders),
  );
  // Charts are drawn (SVG), and each has its figures as a table.
  const perDay = admin.getByRole('region', { name: 'Umsatz pro Tag' });
  await expect(perDay.locator('.recharts-line-curve').first()).toBeVisible();
  await perDay.getByText('Als Tabelle anzeigen').click();
  await expect(perDay.getByRole('table').getByRole('row')).toHaveCount(days + 1);
  await expect(admin.getByRole('table', { name: 'Top-Produkte' })).toContainText('Stk.');
  expect(await seriousViolations(admin)).toEqual([]);

  // One branch: the tiles show its share only.
  const [graz] = readDatabase<{ id: number; name: string }>(
    "SELECT id, name FROM branch WHERE identifier = 'graz-innere-stadt'",
  );
  const grazSales = soldCents(from, to, graz.id);
  expect(grazSales.cents).toBeGreaterThan(0);
  expect(grazSales.cents).toBeLessThan(all.cents);
  await admin.getByRole('combobox', { name: 'Filiale' }).selectOption({ label: graz.name });
  await expect(revenue).toContainText(euros(grazSales.cents));

  // The revenue per day as CSV: one row per day of the month, adding up to the tile.
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Umsatz pro Tag als CSV herunterladen' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`statistik-umsatz-${from}-${to}.csv`);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const rows = parse(csv.slice(1), { delimiter: ';', columns: true }) as Record<string, string>[];
  expect(rows).toHaveLength(days);
  const [year, month] = from.split('-');
  expect(rows[0].Datum).toBe(`01.${month}.${year}`);
  const centsOf = (text: string) =>
    Math.round(Number(text.replace(/\./g, '').replace(',', '.')) * 100);
  const summed = rows.reduce((sum, row) => sum + centsOf(row['Umsatz brutto (EUR)']), 0);
  expect(summed).toBe(grazSales.cents);
  expect(rows.reduce((sum, row) => sum + Number(row.Bestellungen), 0)).toBe(grazSales.orders);
  await admin.close();
});
