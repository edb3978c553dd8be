import { expect, test, type Page } from '@playwright/test';
import { readDatabase, writeDatabase } from './support.js';

// Steps of a customer's order through the storefront and checkout, shared by the journeys.

/**
 * The journeys run at any hour: the branches they order from open around the clock for this
 * file (a daily shift from 00:00 to 00:00 lasts 24 hours) and get their hours back afterwards.
 */
const ALWAYS_OPEN = JSON.stringify([
  { type: 'daily', date: null, isClosed: false, from: '00:00', to: '00:00' },
]);
/** The status page polls every 10 s; a change shows within one poll. */
export const ONE_POLL = { timeout: 15_000 };

/** How long the anonymous /api/init answer may be reused after a database write. */
const INIT_CACHE_MS = 5_500;

/**
 * Opens every branch around the clock for the journeys of the calling file and restores the
 * hours after them, so they run at any hour.
 */
export function keepBranchesOpen(): void {
  let savedHours: { id: number; openingHours: string; deliveryHours: string }[] = [];

  test.beforeAll(async () => {
    savedHours = readDatabase('SELECT id, openingHours, deliveryHours FROM branch');
    writeDatabase(
      'UPDATE branch SET openingHours = ?, deliveryHours = ?',
      ALWAYS_OPEN,
      ALWAYS_OPEN,
    );
    await new Promise((resolve) => setTimeout(resolve, INIT_CACHE_MS));
  });

  test.afterAll(async () => {
    for (const { id, openingHours, deliveryHours } of savedHours)
      writeDatabase(
        'UPDATE branch SET openingHours = ?, deliveryHours = ? WHERE id = ?',
        openingHours,
        deliveryHours,
        id,
      );
    await new Promise((resolve) => setTimeout(resolve, INIT_CACHE_MS));
  });

  // The cookie banner has its own journey (storefront.spec.ts); here consent is given up front.
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'cookie-consent', value: 'true', url: baseURL }]);
  });
}

/** Adds `times` × the product's default amount from the branch page. */
export async function addToCart(page: Page, product: string, times = 1) {
  for (let i = 0; i < times; i++) {
    await page
      .getByRole('button', { name: new RegExp(product) })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: product })
      .getByRole('button', { name: /Hinzufügen|In den Warenkorb/ })
      .click();
    await expect(page.getByRole('dialog', { name: product })).toBeHidden();
  }
}

export async function fillContact(page: Page) {
  await page.getByLabel('Vorname').fill('Anna');
  await page.getByLabel('Nachname').fill('Berger');
  await page.getByLabel('Telefon').fill('+436641234567');
  await page.getByLabel('E-Mail').fill('anna.berger@example.com');
}

export async function acceptLegal(page: Page) {
  await page.getByLabel(/Allgemeinen Geschäftsbedingungen/).check();
  await page.getByLabel(/Datenschutzerklärung gelesen/).check();
}

export async function orderBread(page: Page, { paymentMethod }: { paymentMethod?: string } = {}) {
  await page.goto('/store/wien-neubau');
  await addToCart(page, 'Bauernbrot');
  await page.goto('/store/wien-neubau/checkout');
  await fillContact(page);
  if (paymentMethod) await page.getByLabel(paymentMethod).check();
  await acceptLegal(page);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
}

export interface StoredOrder {
  id: number;
  uid: string;
  ticketNumber: number;
  totalGross: number;
  paymentMethod: string;
  isDelivery: number;
  isDineIn: number;
  tableIdentifier: string | null;
}

/** The order whose status page is open, as the database holds it. */
export async function orderOnStatusPage(page: Page): Promise<StoredOrder> {
  await expect(page).toHaveURL(/\/status\/[\w-]+\/[\w-]+$/);
  const uid = new URL(page.url()).pathname.split('/')[2];
  const [order] = readDatabase<StoredOrder>(
    'SELECT id, uid, ticketNumber, totalGross, paymentMethod, isDelivery, isDineIn, tableIdentifier FROM customer_order WHERE uid = ?',
    uid,
  );
  expect(order).toBeDefined();
  return order;
}
