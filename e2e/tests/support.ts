import { fileURLToPath } from 'node:url';
import { expect, type Browser, type Page } from '@playwright/test';
import Database from 'better-sqlite3';

/** The database file ../start-server.mjs gives the app under test. */
const DATABASE_FILE = fileURLToPath(new URL('../../data/e2e/bestellwerk.sqlite', import.meta.url));

/** The SQLite file the e2e server runs on (see ../start-server.mjs), opened read-only. */
export function readDatabase<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(DATABASE_FILE, {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

export const DEMO_PASSWORD = 'bestellwerk';

/**
 * Runs one write on the e2e server's database, for data the API would refuse to store (e.g. a
 * page type an older version left behind). The anonymous /api/init answer is reused for up to
 * 5 s, so a page sees such a write within that time.
 */
export function writeDatabase(sql: string, ...params: unknown[]): void {
  const db = new Database(DATABASE_FILE, { fileMustExist: true });
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

/** A staff member (the demo admin unless named), signed in on the backoffice's sign-in page. */
export async function signedInStaff(
  browser: Browser,
  baseURL: string | undefined,
  username = 'admin',
): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'cookie-consent', value: 'true', url: baseURL }]);
  const staff = await context.newPage();
  await staff.goto('/backend/login');
  await staff.getByLabel('Benutzername').fill(username);
  await staff.getByLabel('Passwort').fill(DEMO_PASSWORD);
  await staff.getByRole('button', { name: 'Anmelden' }).click();
  await expect(staff).toHaveURL(/\/backend$/);
  return staff;
}

/**
 * On an order's detail page, staff propose another time three hours from now; returns the day
 * and time of day (Vienna) they entered.
 */
export async function proposeAnotherTime(staff: Page): Promise<{ day: string; time: string }> {
  await staff.getByRole('button', { name: 'Anderen Termin vorschlagen' }).click();
  const proposal = new Date(Date.now() + 3 * 3_600_000);
  const [day, time] = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Vienna',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(proposal)
    .split(' ');
  await staff.getByLabel('Datum').fill(day);
  await staff.getByLabel('Uhrzeit').fill(time);
  await staff.getByRole('button', { name: 'Termin vorschlagen', exact: true }).click();
  return { day, time };
}
