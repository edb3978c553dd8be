import { fileURLToPath } from 'node:url';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import Database from 'better-sqlite3';

// Every journey imports `test` and `expect` from here (playwright.config.ts checks that), so each
// one runs with the CSP watch below.
export * from '@playwright/test';

/** What the browser reported about one blocked load or inline script, for the failure message. */
interface CspViolation {
  directive: string;
  blocked: string;
  document: string;
  source?: string;
  line?: number;
  sample?: string;
}

/** Name of the function the pages report their violations to. */
const CSP_BINDING = '__bestellwerkCspViolation';

/** The violations seen since the last test ended (beforeAll pages count for the next test). */
const cspViolations: string[] = [];
const watchedContexts = new WeakSet<BrowserContext>();

/**
 * Records every Content-Security-Policy violation in the pages of `context`: the document's
 * `securitypolicyviolation` events (reported while the page lives, so closed pages count too) and
 * the console's 'Refused to … Content Security Policy' messages (workers have no document).
 */
async function watchContentSecurityPolicy(context: BrowserContext): Promise<void> {
  if (watchedContexts.has(context)) return;
  watchedContexts.add(context);
  await context.exposeBinding(CSP_BINDING, (_source, violation: CspViolation) => {
    const where = violation.source ? ` (${violation.source}:${violation.line ?? 0})` : '';
    const sample = violation.sample ? ` «${violation.sample}»` : '';
    cspViolations.push(
      `${violation.document}: ${violation.directive} blockiert ${violation.blocked}${where}${sample}`,
    );
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (v: CspViolation) => void>)[binding];
      void report?.({
        directive: event.effectiveDirective || event.violatedDirective,
        blocked: event.blockedURI,
        document: event.documentURI,
        source: event.sourceFile,
        line: event.lineNumber,
        sample: event.sample,
      });
    });
  }, CSP_BINDING);
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy'))
      cspViolations.push(`Konsole (${message.location().url}): ${message.text()}`);
  });
}

/**
 * Playwright's `test`, failing every test during which a page (of the `page` fixture or of a
 * context a test opens itself, e.g. `signedInStaff`) broke the Content-Security-Policy.
 */
export const test = base.extend<{ cspViolationCheck: void }, { cspBrowserWatch: void }>({
  cspBrowserWatch: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await watchContentSecurityPolicy(context);
        return context;
      };
      await use();
      browser.newContext = newContext;
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context }, use) => {
    await watchContentSecurityPolicy(context);
    await use(context);
  },
  cspViolationCheck: [
    // Playwright reads the fixtures a fixture needs from this pattern; this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use();
      const found = cspViolations.splice(0);
      expect(found, 'Verstöße gegen die Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

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
 * A new time-tracking link for the account `userId`, made the way an admin makes it (the demo
 * admin signs in through the API and renews it; the old link stops working): its path.
 */
export async function renewedTimeTrackingLink(
  request: APIRequestContext,
  userId: number,
): Promise<string> {
  const signIn = await request.post('/api/login', {
    data: { username: 'admin', password: DEMO_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const csrfToken = (await signIn.json()).data.csrfToken as string;
  const renewed = await request.post(`/api/users/${userId}/time-tracking-link`, {
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(renewed.status(), await renewed.text()).toBe(200);
  return (await renewed.json()).data.url as string;
}

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

/**
 * The backoffice's sign-in page in a fresh browser (cookies accepted), with `username` and
 * `password` sent; `viewport` sets the window size (the browser's default without it).
 */
export async function signInAttempt(
  browser: Browser,
  baseURL: string | undefined,
  username: string,
  password: string,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...(viewport ? { viewport } : {}) });
  await context.addCookies([{ name: 'cookie-consent', value: 'true', url: baseURL }]);
  const page = await context.newPage();
  await page.goto('/backend/login');
  await page.getByLabel('Benutzername').fill(username);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  return page;
}

/** A staff member (the demo admin unless named), signed in on the backoffice's sign-in page. */
export async function signedInStaff(
  browser: Browser,
  baseURL: string | undefined,
  username = 'admin',
): Promise<Page> {
  const staff = await signInAttempt(browser, baseURL, username, DEMO_PASSWORD);
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

/** Opens a management screen from the backoffice's 'Verwaltung' navigation. */
export async function openManagementScreen(admin: Page, name: string): Promise<void> {
  await admin
    .getByRole('navigation', { name: 'Verwaltung' })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Finds a product on the 'Produkte' screen by `search` and opens its form; answers the form. */
export async function openProductForm(admin: Page, product: string, search: string) {
  await openManagementScreen(admin, 'Produkte');
  await admin.getByRole('search').getByLabel('Suche').fill(search);
  await admin.getByRole('search').getByRole('button', { name: 'Suchen' }).click();
  await admin.getByRole('button', { name: `${product} bearbeiten` }).click();
  const form = admin.getByRole('form', { name: `Produkt „${product}“ bearbeiten` });
  await expect(form).toBeVisible();
  return form;
}
