import { expect, type Page, readDatabase, test } from './support.js';

/** A 1×1 PNG: what a customer picks as the photo for a cake topper. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The banner is answered first so it never covers what a journey clicks. */
async function acceptCookies(page: Page) {
  await page
    .getByRole('region', { name: /Cookies/ })
    .getByRole('button', { name: 'Akzeptieren' })
    .click();
  await expect(page.getByRole('region', { name: /Cookies/ })).toBeHidden();
}

function itemDialog(page: Page, product: string) {
  return page.getByRole('dialog', { name: product });
}

test.describe('home', () => {
  test('a visitor finds the Graz branch by its postcode', async ({ page }) => {
    await page.goto('/');
    await page.getByPlaceholder('PLZ / Ort').fill('8010');
    await expect(page.getByText('1 von 3 Filialen werden angezeigt.')).toBeVisible();
    const cards = page.getByTestId('branch-card');
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('Backstube Huber Café Graz');
    await page.getByPlaceholder('PLZ / Ort').fill('9999');
    await expect(page.getByText('Leider wurden keine Ergebnisse gefunden.')).toBeVisible();
  });

  test('a tag narrows the list and a second click clears it', async ({ page }) => {
    await page.goto('/');
    const parking = page.getByRole('button', { name: 'Parkplatz' });
    await parking.click();
    await expect(parking).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('branch-card')).toHaveCount(1);
    await expect(page.getByTestId('branch-card')).toContainText('Linz-Urfahr');
    await parking.click();
    await expect(page.getByTestId('branch-card')).toHaveCount(3);
  });

  test('accepting cookies hides the banner for good and stores the consent cookie', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await acceptCookies(page);
    const consent = (await context.cookies()).find((cookie) => cookie.name === 'cookie-consent');
    expect(consent?.value).toBe('true');
    // About 365 days from now.
    expect((consent?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 86_400);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: /Cookies/ })).toHaveCount(0);
  });
});

test('the map appears only after consent and keeps its route links when no tiles can load', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto('/');
  await expect(page.getByTestId('branch-card')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'So finden Sie uns' })).toHaveCount(0);

  await acceptCookies(page);
  const map = page.getByRole('region', { name: 'So finden Sie uns' });
  // The placeholder holds the map's place while its chunk loads, then the view replaces it.
  await expect(map).not.toHaveAttribute('aria-busy', 'true');
  await map.scrollIntoViewIfNeeded();
  const routes = map.getByRole('list', { name: 'Wegbeschreibungen' }).getByRole('link');
  await expect(routes).toHaveCount(3);
  await expect(routes.first()).toHaveAttribute('href', /google\.com\/maps\/dir\//);
  // This machine has no internet: whatever the map library makes of that, the page lives on.
  await page.waitForTimeout(2000);
  await expect(routes).toHaveCount(3);
  expect(errors).toEqual([]);
});

test.describe('branch menu and cart', () => {
  test('a customer configures a birthday cake with size, flavour, lettering and a photo', async ({
    page,
  }) => {
    await page.goto('/');
    await acceptCookies(page);
    await page.getByTestId('branch-card').filter({ hasText: 'Wien-Neubau' }).click();
    await expect(page).toHaveURL(/\/store\/wien-neubau$/);

    await page.getByRole('button', { name: 'Geburtstagstorte nach Wunsch auswählen' }).click();
    const dialog = itemDialog(page, 'Geburtstagstorte nach Wunsch');
    // Step by step: the size must be chosen before going on.
    await expect(dialog.getByText('Schritt 1 von 6')).toBeVisible();
    await dialog.getByRole('radio', { name: /Ø 22 cm/ }).check();
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    await dialog.getByRole('radio', { name: /Punsch/ }).check();
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    await dialog.getByRole('textbox', { name: /Aufschrift/ }).fill('Alles Gute, Anna!');
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: /Foto für Tortenaufleger/ }).click();
    await (await chooser).setFiles({ name: 'anna.png', mimeType: 'image/png', buffer: PHOTO });
    await expect(dialog.getByRole('list', { name: /Hochgeladen/ })).toContainText('anna.png');
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    // 39,00 € + 12,00 € (Ø 22 cm) + 2,00 € (Punsch).
    await expect(dialog.getByText('53,00 €')).toBeVisible();
    await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(dialog).toBeHidden();

    const cart = page.getByRole('complementary', { name: 'Warenkorb' });
    await expect(cart).toContainText('Geburtstagstorte nach Wunsch');
    await expect(cart).toContainText('Punsch');
    await expect(cart).toContainText('53,00 €');
    // The photo went through the API and was stored as an upload, checked by its content.
    const uploads = readDatabase<{ extension: string }>(
      "SELECT extension FROM upload WHERE name = 'anna.png'",
    );
    expect(uploads).toEqual([{ extension: 'png' }]);
  });

  test('bread by weight: comma input snaps to the step, the unit switch converts, the cart survives a reload', async ({
    page,
  }) => {
    await page.goto('/store/wien-neubau');
    await acceptCookies(page);
    await page.getByRole('button', { name: 'Bauernbrot auswählen' }).click();
    const dialog = itemDialog(page, 'Bauernbrot');
    const amount = dialog.getByRole('textbox', { name: 'Menge' });
    await amount.fill('1,3');
    await amount.press('Enter');
    // Minimum 0,5 kg, step 0,25 kg: 1,3 lies on the grid at 1,25.
    await expect(amount).toHaveValue('1,25');
    await dialog.getByRole('combobox', { name: 'Einheit' }).selectOption({ label: 'g' });
    await expect(amount).toHaveValue('1250');
    await dialog.getByRole('button', { name: 'Menge erhöhen' }).click();
    await expect(amount).toHaveValue('1500');
    // 1,5 kg × 6,80 € = 10,20 €, approximate.
    await expect(dialog.getByText('10,20 €')).toBeVisible();
    await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();

    const cart = page.getByRole('complementary', { name: 'Warenkorb' });
    await expect(cart).toContainText('Bauernbrot');
    await expect(cart).toContainText('10,20 €');
    await page.reload();
    await expect(page.getByRole('complementary', { name: 'Warenkorb' })).toContainText(
      'Bauernbrot',
    );
    await expect(page.getByRole('complementary', { name: 'Warenkorb' })).toContainText('10,20 €');
  });

  test('switching to delivery shows the minimum order of the chosen area', async ({ page }) => {
    await page.goto('/store/wien-neubau');
    await acceptCookies(page);
    await page.getByRole('button', { name: 'Bauernbrot auswählen' }).click();
    await itemDialog(page, 'Bauernbrot').getByRole('button', { name: 'In den Warenkorb' }).click();
    const cart = page.getByRole('complementary', { name: 'Warenkorb' });
    await cart.getByRole('combobox', { name: 'Bestellart' }).selectOption({ label: 'Lieferung' });
    // The first area of the branch is preselected.
    await expect(
      cart.getByRole('combobox', { name: 'Liefergebiet' }).locator('option:checked'),
    ).toHaveText('1070 Neubau');
    // 1 kg Bauernbrot = 6,80 € against a minimum of 15,00 €.
    await expect(cart).toContainText(
      'Der Mindestbestellwert von 15,00 € ist noch nicht erreicht. Es fehlen noch 8,20 €.',
    );
    await expect(cart.getByRole('button', { name: 'Bestellen' })).toBeDisabled();
    await cart
      .getByRole('combobox', { name: 'Liefergebiet' })
      .selectOption('1060 Mariahilf, 1080 Josefstadt');
    await expect(cart).toContainText(
      'Der Mindestbestellwert von 20,00 € ist noch nicht erreicht. Es fehlen noch 13,20 €.',
    );
  });
});

test.describe('analytics', () => {
  const pageViews = (path: string) =>
    readDatabase<{ data: string }>(
      "SELECT data FROM analytics_log WHERE action = 'page_view'",
    ).filter((row) => (JSON.parse(row.data) as { path: string }).path === path);

  test('page views and added items are logged only after cookie consent', async ({ page }) => {
    await page.goto('/site/allergens');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(pageViews('/site/allergens')).toEqual([]);

    await acceptCookies(page);
    await page.goto('/site/terms-and-conditions');
    await expect.poll(() => pageViews('/site/terms-and-conditions').length).toBe(1);

    await page.goto('/store/linz-urfahr');
    await page
      .getByRole('button', { name: /auswählen$/ })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect
      .poll(
        () =>
          readDatabase<{ n: number }>(
            "SELECT COUNT(*) AS n FROM analytics_log WHERE action = 'add_to_cart' AND category = 'ecommerce'",
          )[0].n,
      )
      .toBeGreaterThan(0);
  });
});
