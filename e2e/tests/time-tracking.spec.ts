import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { seriousViolations } from './axe.js';
import {
  expect,
  readDatabase,
  renewedTimeTrackingLink,
  signedInStaff,
  test,
  type Page,
} from './support.js';

const SOPHIE_PIN = '5183';

/** A calendar day or month in Vienna, as the API names it (`YYYY-MM-DD`). */
function viennaDay(instant = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Vienna' }).format(instant);
}

/** `HH:mm` five minutes before `time` (the test does not run in the first minutes of a day). */
function fiveMinutesBefore(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const total = Math.max(0, hours * 60 + minutes - 5);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

async function openBackofficeScreen(admin: Page, name: string) {
  await admin.getByRole('link', { name, exact: true }).first().click();
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('Lukas clocks in on his phone, Sophie on the shop tablet with a PIN set by the admin; the admin sees both, corrects her day with a reason, closes last month and exports the CSV', async ({
  browser,
  baseURL,
  request,
}) => {
  // Three people in three browser contexts and six backoffice screens: a journey, not a step.
  test.setTimeout(120_000);
  const admin = await signedInStaff(browser, baseURL);

  // Lukas clocks in on his phone with his personal link.
  const [lukas] = readDatabase<{ id: number }>(
    "SELECT id FROM user WHERE username = 'mitarbeiter'",
  );
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await phoneContext.newPage();
  await phone.goto(await renewedTimeTrackingLink(request, lukas.id));
  await phone.getByRole('button', { name: 'Arbeit beginnen' }).tap();
  await expect(phone.getByRole('button', { name: 'Pause' })).toBeVisible();

  // The admin gives Sophie a PIN for the shop tablet on her user page.
  await openBackofficeScreen(admin, 'Benutzer');
  await admin
    .getByRole('row', { name: /sophie\.wagner/ })
    .getByRole('button', { name: 'Bearbeiten' })
    .click();
  await expect(admin.getByText('Noch keine PIN.')).toBeVisible();
  await admin.getByLabel('PIN', { exact: true }).fill('1234');
  await admin.getByRole('button', { name: 'PIN setzen' }).click();
  await expect(admin.getByText(/zu leicht zu erraten/)).toBeVisible();
  await admin.getByLabel('PIN', { exact: true }).fill(SOPHIE_PIN);
  await admin.getByRole('button', { name: 'PIN setzen' }).click();
  await expect(admin.getByText('PIN wurde gespeichert.')).toBeVisible();

  // The tablet of Wien-Neubau, opened with the branch's counter key.
  const [wien] = readDatabase<{ id: number; apiKey: string }>(
    "SELECT id, apiKey FROM branch WHERE identifier = 'wien-neubau'",
  );
  const tabletContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const tablet = await tabletContext.newPage();
  await tablet.goto(`/time-tracking/kiosk/${wien.id}/${wien.apiKey}`);
  await expect(tablet.getByText('Bitte tippen Sie auf Ihren Namen.')).toBeVisible();
  // A tablet in the shop is no shop page: no cookie banner.
  await expect(tablet.getByRole('button', { name: /Cookies|Alle akzeptieren/ })).toHaveCount(0);
  expect(await seriousViolations(tablet)).toEqual([]);
  await tablet.getByRole('button', { name: /Sophie W\./ }).tap();
  for (const digit of '9999') await tablet.getByRole('button', { name: digit, exact: true }).tap();
  await tablet.getByRole('button', { name: 'OK' }).tap();
  await expect(tablet.getByRole('alert')).toContainText('Mitarbeiter oder PIN ist falsch.');
  await tablet.getByLabel('PIN').fill(SOPHIE_PIN);
  await tablet.getByRole('button', { name: 'OK' }).tap();
  await expect(tablet.getByRole('heading', { name: 'Hallo Sophie' })).toBeVisible();
  await tablet.getByRole('button', { name: 'Arbeit beginnen' }).tap();
  const state = tablet.getByRole('status').filter({ hasText: /eingestempelt|läuft/ });
  await expect(state).toContainText('Ihre Arbeitszeit läuft seit');
  expect(await seriousViolations(tablet)).toEqual([]);
  const width = await tablet.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await tablet.getByRole('button', { name: 'Fertig' }).tap();
  await expect(tablet.getByRole('button', { name: /Sophie W\./ })).toContainText('arbeitet');

  // The month view shows Sophie's running day beside Lukas' weeks.
  const today = viennaDay();
  await openBackofficeScreen(admin, 'Zeiterfassung');
  const employees = admin.getByRole('table', { name: /^Mitarbeitende, / });
  // Both are in the month view: Lukas from his phone, Sophie from the tablet.
  await employees.getByRole('button', { name: 'Lukas Brunner' }).click();
  await expect(admin.getByRole('heading', { name: /^Lukas Brunner, / })).toBeVisible();
  const day = admin.getByTestId(`day-${today}`);
  await expect(day).toContainText('läuft noch');
  await employees.getByRole('button', { name: 'Sophie Wagner' }).click();
  await expect(admin.getByRole('heading', { name: /^Sophie Wagner, / })).toBeVisible();
  await expect(day).toContainText('läuft noch');
  expect(await seriousViolations(admin)).toEqual([]);

  // A correction needs a reason; the trail keeps who, old and new, and why.
  const correct = day.getByRole('button', { name: /korrigieren$/ });
  const clockedAt = /^(\d\d:\d\d)/.exec((await correct.textContent()) ?? '')![1];
  const correctedStart = fiveMinutesBefore(clockedAt);
  await correct.click();
  const dialog = admin.getByRole('dialog', { name: 'Aktivität korrigieren' });
  await dialog.getByLabel('Beginn').fill(correctedStart);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByText('Bitte geben Sie eine Begründung an.')).toBeVisible();
  await dialog.getByLabel('Begründung (Pflichtfeld)').fill('Am Tablet zu spät eingestempelt');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(day).toContainText(`${correctedStart}–`);
  const trail = admin.getByRole('region', { name: 'Änderungsprotokoll' });
  await expect(trail).toContainText('Am Tablet zu spät eingestempelt');
  await expect(trail).toContainText('Maria Huber');
  await expect(trail).toContainText(clockedAt);

  // Last month is over: the admin closes it, after which it is read-only.
  await admin.getByRole('button', { name: 'Vorheriger Monat' }).click();
  await admin.getByRole('button', { name: 'Monat abschließen' }).click();
  await admin.getByRole('button', { name: 'Ja, abschließen' }).click();
  await expect(admin.getByText('abgeschlossen', { exact: true })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Monat abschließen' })).toHaveCount(0);

  // This month's payroll CSV: one row per employee and day, Sophie's corrected start in it.
  await admin.getByRole('button', { name: 'Nächster Monat' }).click();
  await expect(admin.getByRole('button', { name: 'Monat abschließen' })).toHaveCount(0);
  const download = admin.waitForEvent('download');
  await admin.getByRole('link', { name: 'CSV exportieren' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const rows = parse(csv.slice(1), { delimiter: ';', columns: true }) as Record<string, string>[];
  const [year, month, date] = today.split('-');
  const germanToday = `${date}.${month}.${year}`;
  const sophieToday = rows.find(
    (row) => row.Mitarbeiter === 'Sophie Wagner' && row.Datum === germanToday,
  );
  expect(sophieToday).toMatchObject({ Beginn: correctedStart });
  const daysInMonth = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  const names = new Set(rows.map((row) => row.Mitarbeiter));
  // The demo staff (other journeys may have added accounts), each with every day of the month.
  for (const name of ['Maria Huber', 'Lukas Brunner', 'Sophie Wagner', 'Elif Yılmaz']) {
    expect(names).toContain(name);
  }
  expect(rows).toHaveLength(names.size * daysInMonth);
  const lukasWorked = rows.filter((row) => row.Mitarbeiter === 'Lukas Brunner' && row.Beginn);
  expect(lukasWorked.length).toBeGreaterThan(0);
  expect(lukasWorked.every((row) => /^\d+,\d\d$/.test(row['Netto (h)']))).toBe(true);

  // Lukas ends his day on the phone.
  await phone.getByRole('button', { name: 'Arbeit beenden' }).tap();
  await expect(phone.getByRole('button', { name: 'Arbeit beginnen' })).toBeVisible();

  await phoneContext.close();
  await tabletContext.close();
  await admin.close();
});
