import {
  expect,
  openManagementScreen,
  openProductForm,
  readDatabase,
  signedInStaff,
  test,
  writeDatabase,
} from './support.js';

// An administrator changes a product's price in the backoffice, then opens the Protokoll,
// finds the change by its product and sees who changed it and the old and new price.

const PRODUCT = 'Schwarzbrot (500 g)';

let saved: { id: number; price: number };

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeAll(() => {
  [saved] = readDatabase<{ id: number; price: number }>(
    'SELECT id, price FROM product WHERE name = ?',
    PRODUCT,
  );
});

// Other journeys read the demo's prices.
test.afterAll(() => {
  writeDatabase('UPDATE product SET price = ? WHERE id = ?', saved.price, saved.id);
});

test('an admin finds the price change just made in the Protokoll, with old and new price', async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInStaff(browser, baseURL);
  const form = await openProductForm(admin, PRODUCT, 'Schwarzbrot');
  const price = form.getByRole('textbox', { name: /^Preis/ });
  await expect(price).toHaveValue('4,20');
  await price.fill('4,60');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'wurde aktualisiert' })).toBeVisible();

  await openManagementScreen(admin, 'Protokoll');
  const filter = admin.getByRole('search', { name: 'Protokoll filtern' });
  await filter.getByLabel('Bereich').selectOption({ label: 'Produkte' });
  await filter.getByLabel('Art des Datensatzes').selectOption({ label: 'Produkt' });
  await filter.getByLabel('Datensatz-ID').fill(String(saved.id));
  await filter.getByRole('button', { name: 'Anzeigen' }).click();
  await expect(admin).toHaveURL(new RegExp(`recordId=${saved.id}`));

  const entries = admin.getByRole('list', { name: 'Protokolleinträge, neueste zuerst' });
  const newest = entries.getByRole('listitem').first();
  await expect(newest).toContainText(`Produkt ${saved.id}`);
  await expect(newest).toContainText('admin');
  await newest.getByRole('link', { name: `Produkt „${PRODUCT}“ geändert` }).click();

  const entry = admin.getByRole('article', { name: 'Protokolleintrag' });
  await expect(entry).toContainText('admin');
  await expect(entry).toContainText(`Produkt ${saved.id}`);
  const changes = entry.getByRole('table', { name: 'Geänderte Felder' });
  const row = changes
    .getByRole('row')
    .filter({ has: admin.getByRole('rowheader', { name: 'price' }) });
  await expect(row.getByRole('cell')).toHaveText([/^4,20\s€$/, /^4,60\s€$/]);
  await admin.context().close();
});
