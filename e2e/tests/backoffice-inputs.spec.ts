import {
  expect,
  openManagementScreen,
  openProductForm,
  type Page,
  readDatabase,
  signedInStaff,
  test,
  writeDatabase,
} from './support.js';

// Staff type what they mean at a 1280 px desk: a price with a German decimal comma, and a
// formatted page text with the toolbar instead of raw HTML. The shop shows both as typed.

const PRODUCT = 'Walnussbrot (500 g)';
const PAGE = { name: 'Impressum', path: '/site/imprint' };
const BOLD_TEXT = 'Frisch gebacken auch am Sonntag';

let savedPrice = 0;
let savedContent = '';

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeAll(() => {
  [{ price: savedPrice }] = readDatabase<{ price: number }>(
    'SELECT price FROM product WHERE name = ?',
    PRODUCT,
  );
  [{ content: savedContent }] = readDatabase<{ content: string }>(
    'SELECT content FROM site WHERE path = ?',
    PAGE.path,
  );
});

// Other journeys read the demo's prices and legal texts.
test.afterAll(() => {
  writeDatabase('UPDATE product SET price = ? WHERE name = ?', savedPrice, PRODUCT);
  writeDatabase('UPDATE site SET content = ? WHERE path = ?', savedContent, PAGE.path);
});

const openProduct = (admin: Page) => openProductForm(admin, PRODUCT, 'Walnussbrot');

test('a price typed with a decimal comma is saved as 7,40 and the shop shows 7,40 €', async ({
  browser,
  baseURL,
  page,
}) => {
  const admin = await signedInStaff(browser, baseURL);
  let form = await openProduct(admin);
  const price = form.getByRole('textbox', { name: /^Preis/ });
  await expect(price).toHaveValue('5,80');
  await price.fill('7,40');
  await price.blur();
  await expect(price).toHaveValue('7,40');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'wurde aktualisiert' })).toBeVisible();
  expect(
    readDatabase<{ price: number }>('SELECT price FROM product WHERE name = ?', PRODUCT)[0]?.price,
  ).toBe(7.4);

  await admin.reload();
  form = await openProduct(admin);
  await expect(form.getByRole('textbox', { name: /^Preis/ })).toHaveValue('7,40');

  // Anonymous shop data may be reused for a few seconds after a change.
  await expect(async () => {
    await page.goto('/store/wien-neubau');
    const card = page.getByRole('article').filter({ hasText: PRODUCT });
    await expect(card.getByText(/7,40\s€/)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await admin.context().close();
});

test('a page text made bold with the toolbar shows bold on the public page', async ({
  browser,
  baseURL,
  page,
}) => {
  const admin = await signedInStaff(browser, baseURL);
  await openManagementScreen(admin, 'Seiten');
  await admin.getByRole('button', { name: `${PAGE.name} bearbeiten` }).click();
  const text = admin.getByRole('textbox', { name: 'Text', exact: true });
  const toolbar = admin.getByRole('toolbar', { name: 'Formatierung: Text' });
  await expect(toolbar).toBeVisible();
  const bold = toolbar.getByRole('button', { name: 'Fett' });

  await text.click();
  await admin.keyboard.press('Control+End');
  await admin.keyboard.press('Enter');
  await admin.keyboard.type(BOLD_TEXT);
  await admin.keyboard.press('Shift+Home');
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await expect(text.locator('strong', { hasText: BOLD_TEXT })).toBeVisible();

  await admin.getByRole('button', { name: 'Speichern' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'wurde aktualisiert' })).toBeVisible();
  const [{ content }] = readDatabase<{ content: string }>(
    'SELECT content FROM site WHERE path = ?',
    PAGE.path,
  );
  expect(content).toContain(`<p><strong>${BOLD_TEXT}</strong></p>`);

  await expect(async () => {
    await page.goto(PAGE.path);
    await expect(page.locator('strong', { hasText: BOLD_TEXT })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await admin.context().close();
});
