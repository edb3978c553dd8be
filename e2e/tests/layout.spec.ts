import { acceptLegal, addToCart, fillContact, keepBranchesOpen } from './shop-steps.js';
import { expect, type Page, signedInStaff, test } from './support.js';

// The frame and the layout as a customer on a small phone and a keyboard user meet them.

const PHONE_WIDTHS = [320, 390];

/**
 * Nothing on the page scrolls sideways: the document is no wider than the window, and an open
 * dialog no wider than its own box (a dialog clips what sticks out, e.g. the cart's total).
 */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const sizes = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    window: window.innerWidth,
    dialogs: [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].map((dialog) => ({
      scroll: dialog.scrollWidth,
      client: dialog.clientWidth,
    })),
  }));
  expect.soft(sizes.document, `${what}: page width`).toBeLessThanOrEqual(sizes.window);
  for (const dialog of sizes.dialogs)
    expect.soft(dialog.scroll, `${what}: dialog width`).toBeLessThanOrEqual(dialog.client);
}

/** Each of the elements lies inside the box of `frame`, not cut off at its right edge. */
async function expectInside(page: Page, frameSelector: string, selector: string, what: string) {
  const boxes = await page.evaluate(
    ([frame, inner]) => {
      const right = document.querySelector(frame)!.getBoundingClientRect().right;
      return [...document.querySelectorAll(inner)].map((element) => ({
        text: element.textContent ?? '',
        overhang: element.getBoundingClientRect().right - Math.min(right, window.innerWidth),
      }));
    },
    [frameSelector, selector] as const,
  );
  expect(boxes.length, `${what}: shown`).toBeGreaterThan(0);
  for (const box of boxes)
    expect.soft(box.overhang, `${what} '${box.text}' fully visible`).toBeLessThanOrEqual(0.5);
}

/**
 * The install prompt stays away (cookie 'pwa-dismiss'): it appears 5 s after start and takes the
 * focus, which is not what these journeys look at.
 */
function withoutInstallPrompt() {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'pwa-dismiss', value: 'true', url: baseURL }]);
  });
}

/** Opens the phone cart (a bar at the bottom that opens the cart as a dialog). */
async function openPhoneCart(page: Page) {
  await page.getByRole('button', { name: /^Warenkorb \(/ }).click();
  return page.getByRole('dialog', { name: 'Warenkorb' });
}

test.describe('footer', () => {
  test('shows opening hours and the differing delivery hours labelled, and each legal link once', async ({
    page,
  }) => {
    await page.goto('/impressum');
    const footer = page.locator('footer');
    // Wien-Neubau delivers Monday to Saturday; the shop is open on Sunday morning.
    const opening = footer.getByRole('table', {
      name: 'Öffnungszeiten Backstube Huber Wien-Neubau',
    });
    const delivery = footer.getByRole('table', {
      name: 'Lieferzeiten Backstube Huber Wien-Neubau',
    });
    await expect(opening).toBeVisible();
    await expect(opening.getByRole('row', { name: /^So/ })).toHaveText('So08:00 – 12:00');
    await expect(delivery).toBeVisible();
    await expect(delivery.getByRole('row', { name: /^So/ })).toHaveText('SoGeschlossen');
    await expect(opening.locator('caption')).toHaveText(/^Öffnungszeiten/);
    await expect(delivery.locator('caption')).toHaveText(/^Lieferzeiten/);
    // Graz and Linz do not deliver: their opening hours only.
    await expect(
      footer.getByRole('table', { name: 'Öffnungszeiten Backstube Huber Café Graz' }),
    ).toBeVisible();
    await expect(footer.getByRole('table', { name: /^Lieferzeiten .*Graz/ })).toHaveCount(0);

    for (const label of ['AGB', 'Datenschutz', 'Impressum', 'Allergene'])
      await expect(footer.getByRole('link', { name: label, exact: true })).toHaveCount(1);
  });
});

test.describe('a keyboard user', () => {
  keepBranchesOpen();
  withoutInstallPrompt();
  test.use({ viewport: { width: 1280, height: 800 } });

  test('reaches the content and the cart with the first two Tab stops', async ({ page }) => {
    await page.goto('/store/wien-neubau');
    await addToCart(page, 'Bauernbrot');
    await page.goto('/store/wien-neubau');
    await expect(page.getByRole('complementary', { name: 'Warenkorb' })).toContainText(
      'Bauernbrot',
    );

    await page.keyboard.press('Tab');
    const toContent = page.getByRole('link', { name: 'Zum Inhalt', exact: true });
    await expect(toContent).toBeFocused();
    const box = await toContent.boundingBox();
    expect(box && box.y >= 0 && box.width > 20 && box.height > 10).toBe(true);

    await page.keyboard.press('Tab');
    const toCart = page.getByRole('link', { name: 'Zum Warenkorb', exact: true });
    await expect(toCart).toBeFocused();
    await expect(toCart).toBeInViewport();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('complementary', { name: 'Warenkorb' }).locator(':focus'),
    ).toHaveCount(1);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(toContent).toBeFocused();
    await page.keyboard.press('Tab');
    // No cart on the home page: the next stop is the page itself, not a second skip link.
    await expect(page.getByRole('link', { name: 'Zum Warenkorb' })).toHaveCount(0);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.locator('main :focus')).toHaveCount(1);
  });
});

test.describe('on a phone', () => {
  keepBranchesOpen();
  test.use({ viewport: { width: 390, height: 844 } });

  test('the cookie banner and the install prompt can be answered over the cart bar', async ({
    page,
    context,
  }) => {
    // keepBranchesOpen gave consent; this visitor comes for the first time.
    await context.clearCookies({ name: 'cookie-consent' });
    await page.goto('/store/wien-neubau');
    const banner = page.getByRole('region', { name: /Cookies/ });
    await expect(banner).toBeVisible();
    await addToCart(page, 'Bauernbrot');
    await expect(page.getByRole('button', { name: /^Warenkorb \(1\)/ })).toBeVisible();

    // Accepting brings the install prompt (PWA plugin on in the demo) while the cart bar shows.
    await banner.getByRole('button', { name: 'Akzeptieren' }).click({ timeout: 5_000 });
    const prompt = page.getByRole('dialog', { name: 'App installieren' });
    await expect(prompt).toBeVisible();
    await prompt
      .getByRole('button', { name: 'Installieren' })
      .click({ trial: true, timeout: 5_000 });
    await prompt.getByRole('button', { name: 'Nicht jetzt' }).click({ timeout: 5_000 });
    await expect(prompt).toBeHidden();
    // The cart bar itself stays free to tap.
    await page.getByRole('button', { name: /^Warenkorb \(1\)/ }).click({ trial: true });
  });

  test('the cart shows every price and the total with each delivery area at 390 px', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'pwa-dismiss', value: 'true', url: baseURL }]);
    await page.goto('/store/wien-neubau');
    await addToCart(page, 'Bauernbrot', 2);
    const cart = await openPhoneCart(page);
    await cart.getByLabel('Bestellart').selectOption({ label: 'Lieferung' });
    const areas = await cart.getByLabel('Liefergebiet').locator('option').allTextContents();
    expect(areas.length).toBeGreaterThan(1);
    for (const area of areas) {
      await cart.getByLabel('Liefergebiet').selectOption({ label: area });
      await expectNoSidewaysScroll(page, `cart, ${area}`);
      await expectInside(page, '[role="dialog"]', '.bw-cart__item-price', `${area}: price`);
      await expectInside(page, '[role="dialog"]', '.bw-totals dd', `${area}: total`);
    }
  });
});

for (const width of PHONE_WIDTHS) {
  test.describe(`nothing scrolls sideways at ${width} px`, () => {
    keepBranchesOpen();
    withoutInstallPrompt();
    test.use({ viewport: { width, height: 800 } });

    test('on the public pages, the cart, the item dialog, checkout and status', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      for (const path of ['/', '/impressum', '/datenschutz', '/site/ueber-uns', '/site/catering']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.locator('footer')).toBeVisible();
        await expectNoSidewaysScroll(page, path);
      }

      await page.goto('/store/wien-neubau');
      await addToCart(page, 'Bauernbrot', 2);
      await expectNoSidewaysScroll(page, 'branch page');
      let cart = await openPhoneCart(page);
      await expectNoSidewaysScroll(page, 'cart, Abholung');
      await cart.getByLabel('Bestellart').selectOption({ label: 'Lieferung' });
      for (const area of await cart
        .getByLabel('Liefergebiet')
        .locator('option')
        .allTextContents()) {
        await cart.getByLabel('Liefergebiet').selectOption({ label: area });
        await expectNoSidewaysScroll(page, `cart, ${area}`);
      }
      await cart.getByRole('button', { name: 'Warenkorb schließen' }).click();

      await page.getByRole('button', { name: 'Geburtstagstorte nach Wunsch auswählen' }).click();
      const cake = page.getByRole('dialog', { name: /Geburtstagstorte nach Wunsch/ });
      await expect(cake).toBeVisible();
      await expectNoSidewaysScroll(page, 'item dialog of a configurable cake');
      await page.keyboard.press('Escape');
      await expect(cake).toBeHidden();

      cart = await openPhoneCart(page);
      await cart.getByLabel('Bestellart').selectOption({ label: 'Abholung' });
      await page.goto('/store/wien-neubau/checkout');
      await expect(page.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'checkout');
      await fillContact(page);
      await acceptLegal(page);
      await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
      await expect(page).toHaveURL(/\/status\//);
      await expect(page.getByText(/Vielen Dank/).first()).toBeVisible();
      await expectNoSidewaysScroll(page, 'status page');
    });

    test('on the backoffice sign-in, the order board and the main staff pages', async ({
      browser,
      baseURL,
      page,
    }) => {
      test.setTimeout(120_000);
      await page.goto('/backend/login');
      await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
      await expectNoSidewaysScroll(page, '/backend/login');

      const staff = await signedInStaff(browser, baseURL);
      await staff.setViewportSize({ width, height: 800 });
      for (const path of [
        '/backend',
        '/backend/orders',
        '/backend/orders/history',
        '/backend/orders/new',
        '/backend/products',
        '/backend/categories',
        '/backend/menus',
        '/backend/branches',
        '/backend/tables',
        '/backend/users',
        '/backend/devices',
        '/backend/sites',
        '/backend/blocks',
        '/backend/navigations',
        '/backend/images',
        '/backend/config',
        '/backend/logs',
      ]) {
        await staff.goto(path);
        await expect(staff.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await staff.waitForLoadState('networkidle');
        await expectNoSidewaysScroll(staff, path);
      }
      await staff.context().close();
    });
  });
}
