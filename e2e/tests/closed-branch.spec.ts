import { acceptLegal, addToCart, fillContact, orderOnStatusPage } from './shop-steps.js';
import { expect, type Page, readDatabase, test, writeDatabase } from './support.js';

// A customer on a 390 px phone meets Wien-Neubau at an hour it is closed (no preorders) and at
// an hour it is open. The hours are written into the e2e database and restored afterwards.

test.use({ viewport: { width: 390, height: 844 } });

/** How long the anonymous /api/init answer may be reused after a database write. */
const INIT_CACHE_MS = 5_500;
const TIME_ZONE = 'Europe/Vienna';
const ALWAYS_OPEN = JSON.stringify([
  { type: 'daily', date: null, isClosed: false, from: '00:00', to: '00:00' },
]);

/** The day three days from now on the shop's clock: English key and German name. */
function dayInThreeDays(): { key: string; name: string } {
  const day = new Date(Date.now() + 3 * 86_400_000);
  const weekday = (locale: string) =>
    new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: TIME_ZONE }).format(day);
  return { key: weekday('en-US').toLowerCase(), name: weekday('de-AT') };
}

/** Closed now: open only from 10:00 to 11:00 three days from now. */
const closedDay = dayInThreeDays();
const CLOSED_NOW = JSON.stringify([
  { type: closedDay.key, date: null, isClosed: false, from: '10:00', to: '11:00' },
]);
const REOPENS = `Wir öffnen wieder am ${closedDay.name} um 10:00 Uhr.`;
const CLOSED = 'Derzeit haben wir leider geschlossen.';

let saved: {
  id: number;
  openingHours: string;
  deliveryHours: string;
  isPreorderEnabled: number;
}[] = [];

async function setHours(hours: string): Promise<void> {
  writeDatabase(
    "UPDATE branch SET openingHours = ?, deliveryHours = ?, isPreorderEnabled = 0 WHERE identifier = 'wien-neubau'",
    hours,
    hours,
  );
  await new Promise((resolve) => setTimeout(resolve, INIT_CACHE_MS));
}

test.beforeAll(() => {
  saved = readDatabase(
    "SELECT id, openingHours, deliveryHours, isPreorderEnabled FROM branch WHERE identifier = 'wien-neubau'",
  );
});

test.afterAll(async () => {
  for (const { id, openingHours, deliveryHours, isPreorderEnabled } of saved)
    writeDatabase(
      'UPDATE branch SET openingHours = ?, deliveryHours = ?, isPreorderEnabled = ? WHERE id = ?',
      openingHours,
      deliveryHours,
      isPreorderEnabled,
      id,
    );
  await new Promise((resolve) => setTimeout(resolve, INIT_CACHE_MS));
});

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie-consent', value: 'true', url: baseURL }]);
});

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe.serial('a closed branch on a phone', () => {
  test('home → branch → cart → checkout says it is closed and offers no doomed order', async ({
    page,
  }) => {
    await setHours(CLOSED_NOW);
    await page.goto('/');
    await page.getByTestId('branch-card').filter({ hasText: 'Wien-Neubau' }).click();
    await expect(page).toHaveURL(/\/store\/wien-neubau$/);

    const notice = page.getByTestId('store-notice');
    await expect(notice).toContainText(CLOSED);
    await expect(notice).toContainText(REOPENS);
    await expect(notice).toBeInViewport();

    await addToCart(page, 'Bauernbrot');
    await page.getByRole('button', { name: /^Warenkorb \(1\)/ }).click();
    const cart = page.getByRole('dialog', { name: 'Warenkorb' });
    await expect(cart.getByTestId('cart-closed-notice')).toContainText(CLOSED);
    await expect(cart.getByTestId('cart-closed-notice')).toContainText(REOPENS);
    await expect(cart.getByRole('button', { name: 'Bestellen' })).toBeDisabled();

    // A saved link still leads to the checkout: it says so too and has no submit button.
    await page.goto('/store/wien-neubau/checkout');
    await expect(page.getByTestId('checkout-closed')).toContainText(REOPENS);
    await expect(page.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toHaveCount(0);
  });

  test('an order refused by the server shows the server’s message at the top, scrolled up', async ({
    page,
  }) => {
    await setHours(ALWAYS_OPEN);
    await page.goto('/store/wien-neubau');
    await addToCart(page, 'Bauernbrot');
    await page.goto('/store/wien-neubau/checkout');
    await fillContact(page);
    await acceptLegal(page);
    // The branch closes while the customer fills the form (the page still believes it is open).
    writeDatabase(
      "UPDATE branch SET openingHours = ?, deliveryHours = ? WHERE identifier = 'wien-neubau'",
      CLOSED_NOW,
      CLOSED_NOW,
    );
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText(`${CLOSED} ${REOPENS}`);
    await expect(alert).not.toContainText('Ein unbekannter Fehler ist aufgetreten.');
    await expect(alert).toBeInViewport();
  });

  test('at an open hour the order lands on the top of the status page', async ({ page }) => {
    await setHours(ALWAYS_OPEN);
    await page.goto('/store/wien-neubau');
    await addToCart(page, 'Bauernbrot');
    await page.goto('/store/wien-neubau/checkout');
    await fillContact(page);
    await acceptLegal(page);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

    const order = await orderOnStatusPage(page);
    const heading = page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' });
    await expect(heading).toBeInViewport();
    await expect(page.getByTestId('ticket-number')).toHaveText(String(order.ticketNumber));
    await expect(page.getByTestId('ticket-number')).toBeInViewport();
    expect(await scrollY(page)).toBe(0);
  });

  test('Back from the checkout returns to where the branch page was left', async ({ page }) => {
    await setHours(ALWAYS_OPEN);
    await page.goto('/store/wien-neubau');
    await addToCart(page, 'Bauernbrot');
    await page.mouse.move(195, 400);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    const left = await scrollY(page);

    await page.getByRole('button', { name: /^Warenkorb \(1\)/ }).click();
    await page
      .getByRole('dialog', { name: 'Warenkorb' })
      .getByRole('button', { name: 'Bestellen' })
      .click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { name: 'Bestellvorgang' })).toBeVisible();
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/store\/wien-neubau$/);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(left - 5);
    expect(Math.abs((await scrollY(page)) - left)).toBeLessThanOrEqual(5);
  });
});
