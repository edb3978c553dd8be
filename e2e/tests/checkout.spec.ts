import {
  acceptLegal,
  addToCart,
  fillContact,
  keepBranchesOpen,
  ONE_POLL,
  orderBread,
  orderOnStatusPage,
} from './shop-steps.js';
import { type APIRequestContext, DEMO_PASSWORD, expect, readDatabase, test } from './support.js';

keepBranchesOpen();

/** Signs in as the demo admin through the API; answers the CSRF token for staff actions. */
async function signInStaff(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', {
    data: { username: 'admin', password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data.csrfToken;
}

async function staffAction(
  request: APIRequestContext,
  orderId: number,
  action: string,
  data: unknown = {},
) {
  const csrfToken = await signInStaff(request);
  const response = await request.post(`/api/orders/${orderId}/status/${action}`, {
    data,
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('checkout', () => {
  test('takeaway with cash: the order is stored with its ticket number and the cart is emptied', async ({
    page,
  }) => {
    await orderBread(page);
    const order = await orderOnStatusPage(page);
    await expect(
      page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' }),
    ).toBeVisible();
    await expect(page.getByTestId('ticket-number')).toHaveText(String(order.ticketNumber));
    expect(order).toMatchObject({ paymentMethod: 'cash', isDelivery: 0, isDineIn: 0 });
    expect(order.totalGross).toBeCloseTo(6.8);
    await expect(page.locator('[aria-current="step"]')).toHaveText(/Warten auf Bestätigung/);

    await page.goto('/store/wien-neubau/checkout');
    await expect(page.getByText('Keine Produkte im Warenkorb!')).toBeVisible();
  });

  test('delivery is refused below the minimum order value and placed once it is reached', async ({
    page,
  }) => {
    await page.goto('/store/wien-neubau');
    await addToCart(page, 'Bauernbrot');
    await page.goto('/store/wien-neubau/checkout');
    await page.getByLabel('Lieferung').check();
    await page.getByLabel('Liefergebiet').selectOption({ label: '1070 Neubau' });
    await fillContact(page);
    await page.getByLabel('Straße und Hausnummer').fill('Neubaugasse 1');
    await page.getByRole('textbox', { name: /^PLZ/ }).fill('1070');
    await page.getByRole('textbox', { name: /^Ort/ }).fill('Wien');
    await acceptLegal(page);
    await expect(
      page.getByText(/Der Mindestbestellwert von 15,00\s€ ist noch nicht erreicht/),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    await page.goto('/store/wien-neubau');
    await addToCart(page, 'Bauernbrot', 2);
    await page.goto('/store/wien-neubau/checkout');
    await expect(page.getByLabel('Lieferung')).toBeChecked();
    await expect(page.getByText(/Mindestbestellwert/)).toHaveCount(0);
    await fillContact(page);
    await page.getByLabel('Straße und Hausnummer').fill('Neubaugasse 1');
    await page.getByRole('textbox', { name: /^PLZ/ }).fill('1070');
    await page.getByRole('textbox', { name: /^Ort/ }).fill('Wien');
    await acceptLegal(page);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    const order = await orderOnStatusPage(page);
    expect(order.isDelivery).toBe(1);
    // 3 × 6,80 €, recomputed by the server; 1070 Neubau delivers free.
    expect(order.totalGross).toBeCloseTo(20.4);
  });

  test('a table link opens the branch for dine-in at that table', async ({ page }) => {
    await page.goto('/store/graz-innere-stadt?table=T3');
    await addToCart(page, 'Bauernbrot');
    await page.goto('/store/graz-innere-stadt/checkout');
    await expect(page.getByLabel('Vor Ort essen')).toBeChecked();
    await expect(page.getByLabel('Tisch')).toHaveValue('T3');
    await fillContact(page);
    await acceptLegal(page);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    const order = await orderOnStatusPage(page);
    expect(order).toMatchObject({ isDineIn: 1, tableIdentifier: 'T3' });
  });

  test('online payment with the test provider: paid lands on the status page', async ({ page }) => {
    await orderBread(page, { paymentMethod: 'Online bezahlen (Mollie)' });
    await expect(page.getByRole('heading', { name: 'Testzahlung' })).toBeVisible();
    await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();
    await orderOnStatusPage(page);
    await expect(page.getByText('Bezahlt')).toBeVisible();
    await page.goto('/store/wien-neubau/checkout');
    await expect(page.getByText('Keine Produkte im Warenkorb!')).toBeVisible();
  });

  test('online payment with the test provider: a failed payment returns to the checkout with the cart', async ({
    page,
  }) => {
    await orderBread(page, { paymentMethod: 'Online bezahlen (Mollie)' });
    await page.getByRole('button', { name: 'Zahlung fehlschlagen lassen' }).click();
    await expect(page).toHaveURL(/\/store\/wien-neubau\/checkout\/error$/);
    await expect(
      page.getByText(
        'Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Keine Produkte im Warenkorb!')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeVisible();
  });
});

test.describe('order status', () => {
  test('the status page follows what staff do with the order', async ({ page, request }) => {
    test.setTimeout(60_000);
    await orderBread(page);
    const order = await orderOnStatusPage(page);
    await staffAction(request, order.id, 'confirm');
    await expect(page.locator('[aria-current="step"]')).toHaveText(
      /Bestätigt – wird zubereitet/,
      ONE_POLL,
    );
    await staffAction(request, order.id, 'in-delivery');
    await expect(page.locator('[aria-current="step"]')).toHaveText(/Abholbereit/, ONE_POLL);
    await staffAction(request, order.id, 'completed');
    await expect(page.getByText('Die Bestellung ist abgeschlossen.')).toBeVisible(ONE_POLL);
  });

  test('a counter-appointment can be accepted, and rejecting one cancels the order', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const proposal = new Date(Date.now() + 3 * 3_600_000).toISOString();
    await orderBread(page);
    const accepted = await orderOnStatusPage(page);
    await staffAction(request, accepted.id, 'confirm', { counterAppointment: proposal });
    await expect(page.getByRole('heading', { name: 'Neuer Terminvorschlag' })).toBeVisible(
      ONE_POLL,
    );
    await page.getByRole('button', { name: 'Termin annehmen' }).click();
    await expect(page.locator('[aria-current="step"]')).toHaveText(/Bestätigt – wird zubereitet/);
    await expect(page.getByRole('heading', { name: 'Neuer Terminvorschlag' })).toHaveCount(0);

    await orderBread(page);
    const rejected = await orderOnStatusPage(page);
    await staffAction(request, rejected.id, 'confirm', { counterAppointment: proposal });
    await page.reload();
    await page.getByRole('button', { name: 'Termin ablehnen' }).click();
    await expect(
      page.getByRole('heading', { name: 'Ihre Bestellung wurde storniert.' }),
    ).toBeVisible();
  });

  test('a completed order can be rated once', async ({ page, request }) => {
    await orderBread(page);
    const order = await orderOnStatusPage(page);
    await staffAction(request, order.id, 'confirm');
    await staffAction(request, order.id, 'completed');
    await page.reload();
    const comment = page.getByLabel('Kommentar (optional)');
    for (const [group, stars] of [
      ['Gesamt', 5],
      ['Essen', 4],
      ['Service', 5],
    ] as const) {
      await expect(comment).toHaveCount(0);
      await page
        .getByRole('group', { name: group })
        .locator('label')
        .nth(stars - 1)
        .click();
    }
    await page.getByRole('group', { name: 'Ablauf' }).locator('label').nth(3).click();
    await comment.fill('Sehr knusprig!');
    await page.getByRole('button', { name: 'Bewertung senden' }).click();
    await expect(page.getByText('Vielen Dank für Ihre Bewertung!')).toBeVisible();
    const [stored] = readDatabase<{ rating: number; foodRating: number; comment: string }>(
      'SELECT rating, foodRating, comment FROM questionnaire WHERE orderId = ?',
      order.id,
    );
    expect(stored).toEqual({ rating: 5, foodRating: 4, comment: 'Sehr knusprig!' });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Bewertung senden' })).toHaveCount(0);
  });
});
