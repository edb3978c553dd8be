import { readFile } from 'node:fs/promises';
import { seriousViolations } from './axe.js';
import { acceptLegal, fillContact, orderOnStatusPage } from './shop-steps.js';
import {
  expect,
  type Locator,
  type Page,
  readDatabase,
  signedInStaff,
  test,
  writeDatabase,
} from './support.js';

// An administrator sets up a new shop in the backoffice alone — branch, hours, delivery area,
// menu with a configurable product, a published page in the header navigation, the theme
// colour — and a visitor finds and orders it. Employees cannot open the management screens.

const BRANCH = { identifier: 'salzburg-altstadt', name: 'Backstube Huber Salzburg' };
const PRODUCT = 'Mozarttorte';
const PAGE = { path: '/site/salzburg', title: 'Neu in Salzburg', hero: 'Jetzt auch in Salzburg' };
const THEME_COLOR = '#2E7D32';

/** How long the anonymous /api/init answer may be reused after a change. */
const INIT_CACHE_MS = 5_500;

let savedHeaderItems = '';
let savedPrimaryColor = '';

// The journey leaves the demo as the other journeys expect it: three shops, the demo header
// navigation and colour. Orders of the new shop keep it in the database, so it is hidden.
test.beforeAll(() => {
  [{ items: savedHeaderItems }] = readDatabase<{ items: string }>(
    "SELECT items FROM navigation WHERE identifier = 'header-navigation'",
  );
  [{ primaryColor: savedPrimaryColor }] = readDatabase<{ primaryColor: string }>(
    'SELECT primaryColor FROM config',
  );
});

test.afterAll(async () => {
  writeDatabase(
    "UPDATE navigation SET items = ? WHERE identifier = 'header-navigation'",
    savedHeaderItems,
  );
  writeDatabase('UPDATE config SET primaryColor = ?', savedPrimaryColor);
  writeDatabase(
    'UPDATE branch SET isEnabled = 0, isPublic = 0 WHERE identifier = ?',
    BRANCH.identifier,
  );
  writeDatabase('UPDATE site SET isPublic = 0 WHERE path = ?', PAGE.path);
  await new Promise((resolve) => setTimeout(resolve, INIT_CACHE_MS));
});

/** Opens a management screen from the 'Verwaltung' navigation and starts a new record. */
async function startNew(admin: Page, screen: string, button: string): Promise<Locator> {
  await admin
    .getByRole('navigation', { name: 'Verwaltung' })
    .getByRole('link', { name: screen })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: screen })).toBeVisible();
  await admin.getByRole('button', { name: button }).click();
  const form = admin.getByRole('form', { name: button });
  await expect(form).toBeVisible();
  return form;
}

/** Saves the open form and waits for the screen's notice. */
async function save(admin: Page, form: Locator, notice: string) {
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(admin.getByRole('status').filter({ hasText: notice })).toBeVisible();
}

async function createBranch(admin: Page) {
  const form = await startNew(admin, 'Filialen', 'Neue Filiale');
  const basics = form.getByRole('group', { name: 'Stammdaten' });
  await basics.getByLabel('Kennung').fill(BRANCH.identifier);
  await basics.getByLabel('Name').fill(BRANCH.name);
  await basics.getByLabel('Aktiv').check();
  await basics.getByLabel('Öffentlich').check();
  const address = form.getByRole('group', { name: 'Adresse & Kontakt' });
  await address.getByLabel('Straße').fill('Getreidegasse 9');
  await address.getByLabel('PLZ').fill('5020');
  await address.getByLabel('Ort').fill('Salzburg');
  const types = form.getByRole('group', { name: 'Bestellarten' });
  await types.getByLabel('Abholung').check();
  await types.getByLabel('Lieferung').check();
  await form.getByRole('group', { name: 'Zahlung' }).getByLabel('Barzahlung').check();

  // Open every day around the clock: a daily shift from 00:00 to 00:00 lasts 24 hours.
  const hours = form.getByRole('group', { name: 'Wöchentliche und einmalige Öffnungszeiten' });
  await hours.getByRole('button', { name: 'Zeile hinzufügen' }).click();
  const entry = hours.getByRole('group', { name: 'Eintrag 1' });
  await entry.getByLabel('Art').selectOption({ label: 'Täglich' });
  await entry.getByLabel('Von').fill('00:00');
  await entry.getByLabel('Bis').fill('00:00');
  // The preview shows the week the entries give.
  await expect(hours.getByRole('table', { name: /Vorschau der Woche/ })).not.toContainText(
    'Geschlossen',
  );

  const areas = form.getByRole('group', { name: 'Liefergebiete' });
  await areas.getByRole('button', { name: 'Liefergebiet hinzufügen' }).click();
  await areas.getByRole('textbox', { name: 'Gebiet', exact: true }).fill('5020 Altstadt');
  await areas.getByRole('textbox', { name: 'Liefergebühr', exact: true }).fill('3');
  await areas.getByRole('textbox', { name: 'Steuersatz', exact: true }).fill('20');
  await areas.getByRole('textbox', { name: 'Mindestbestellwert', exact: true }).fill('25');
  expect(await seriousViolations(admin)).toEqual([]);
  await save(admin, form, 'Filiale wurde erstellt.');
}

async function createProduct(admin: Page) {
  const form = await startNew(admin, 'Produkte', 'Neues Produkt');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(PRODUCT);
  await form.getByLabel('Produkttyp').selectOption({ label: 'Konfigurierbar' });
  await form.getByRole('textbox', { name: /^Preis/ }).fill('32');
  await form.getByRole('button', { name: 'Teil hinzufügen' }).click();
  await form.getByLabel('Teil 1: Name').fill('Füllung');
  await form.getByLabel('Teil 1: Eingabe').selectOption('select');
  await form.getByRole('button', { name: 'Option zu Teil 1 hinzufügen' }).click();
  await form.getByLabel('Teil 1, Option 1: Name').fill('Nougat');
  await form.getByLabel('Teil 1, Option 1: Preisänderung').selectOption('add');
  await form.getByLabel('Teil 1, Option 1: Betrag in €').fill('4');
  // The live preview prices the choice as the shop will.
  const preview = form.getByRole('region', { name: 'Preisvorschau' });
  await preview.getByRole('radio', { name: /Nougat/ }).check();
  await expect(preview).toContainText('36,00 €');
  expect(await seriousViolations(admin)).toEqual([]);
  await save(admin, form, 'Produkt wurde erstellt.');
}

async function createMenu(admin: Page) {
  const form = await startNew(admin, 'Produktkataloge', 'Neuer Produktkatalog');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Salzburg Winter');
  await form.getByLabel('Gültig ab').fill('2025-01-01T00:00');
  await form.getByRole('group', { name: 'Filialen' }).getByLabel(BRANCH.name).check();
  await form.getByLabel('Kategorie hinzufügen').selectOption({ label: 'Torten & Mehlspeisen' });
  await form.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
  const addProduct = 'Produkt zu „Torten & Mehlspeisen“ hinzufügen';
  await form.getByRole('combobox', { name: addProduct }).selectOption({ label: PRODUCT });
  await form.getByRole('button', { name: addProduct }).click();
  expect(await seriousViolations(admin)).toEqual([]);
  await save(admin, form, 'Produktkatalog wurde erstellt.');
}

async function publishPage(admin: Page) {
  const form = await startNew(admin, 'Seiten', 'Neue Seite');
  await form.getByLabel('Pfad').fill(PAGE.path);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Salzburg');
  await form.getByRole('textbox', { name: 'Titel', exact: true }).fill(PAGE.title);
  await form.getByLabel(/^Seitentyp/).selectOption({ label: 'Unterseite' });
  await form.getByLabel('Öffentlich (sonst Entwurf)').check();
  await form.getByLabel('Art des neuen Blocks').selectOption({ label: 'Hero' });
  await form.getByRole('button', { name: 'Block hinzufügen' }).click();
  const hero = form.getByRole('group', { name: 'Block 1. Hero' });
  await hero.getByRole('textbox', { name: 'Titel', exact: true }).fill(PAGE.hero);
  await hero.getByLabel('Untertitel').fill('Getreidegasse 9, täglich geöffnet');
  expect(await seriousViolations(admin)).toEqual([]);
  await save(admin, form, 'Seite wurde erstellt.');

  await admin
    .getByRole('navigation', { name: 'Verwaltung' })
    .getByRole('link', { name: 'Navigationen' })
    .click();
  await admin.getByRole('button', { name: 'Hauptnavigation bearbeiten' }).click();
  const navigation = admin.getByRole('form', { name: 'Navigation „Hauptnavigation“ bearbeiten' });
  await navigation.getByRole('button', { name: 'Eintrag hinzufügen' }).click();
  const item = navigation.getByRole('group', { name: /^Eintrag \d+/ }).last();
  await item.getByLabel('Art').selectOption({ label: 'Seite' });
  await item.getByLabel('Beschriftung').fill('Salzburg');
  await item.getByLabel('Seite').selectOption({ label: 'Salzburg' });
  expect(await seriousViolations(admin)).toEqual([]);
  await save(admin, navigation, 'Navigation wurde aktualisiert.');
}

async function changeThemeColor(admin: Page) {
  await admin
    .getByRole('navigation', { name: 'Verwaltung' })
    .getByRole('link', { name: 'Konfiguration' })
    .click();
  const hex = admin.getByLabel('Hauptfarbe: Hex-Wert');
  await hex.fill(THEME_COLOR);
  expect(await seriousViolations(admin)).toEqual([]);
  await admin.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    admin.getByRole('status').filter({ hasText: 'Konfiguration wurde gespeichert.' }),
  ).toBeVisible();
}

test('an administrator opens a new shop in the backoffice and a visitor orders from it', async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(180_000);
  const admin = await signedInStaff(browser, baseURL);
  await createBranch(admin);
  await createProduct(admin);
  await createMenu(admin);
  await publishPage(admin);
  await changeThemeColor(admin);
  await new Promise((resolve) => setTimeout(resolve, INIT_CACHE_MS));

  // The visitor sees the new colour, the page in the header navigation and the new shop.
  await page.context().addCookies([{ name: 'cookie-consent', value: 'true', url: baseURL }]);
  await page.goto('/');
  await expect
    .poll(() =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--bw-color-primary').trim(),
      ),
    )
    .toBe(THEME_COLOR);
  const menu = page.getByRole('button', { name: 'Menü', exact: true });
  await menu.click();
  await page.locator('#shell-navigation').getByRole('link', { name: 'Salzburg' }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE.path}$`));
  await expect(page.getByRole('heading', { name: PAGE.hero })).toBeVisible();

  await page.goto('/');
  await page.getByTestId('branch-card').filter({ hasText: BRANCH.name }).click();
  await expect(page).toHaveURL(new RegExp(`/store/${BRANCH.identifier}$`));
  await page.getByRole('button', { name: `${PRODUCT} auswählen` }).click();
  const dialog = page.getByRole('dialog', { name: PRODUCT });
  await dialog.getByRole('radio', { name: /Nougat/ }).check();
  await expect(dialog.getByText('36,00 €')).toBeVisible();
  await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(dialog).toBeHidden();

  // The delivery area is offered, with its minimum order value.
  const cart = page.getByRole('complementary', { name: 'Warenkorb' });
  await cart.getByRole('combobox', { name: 'Bestellart' }).selectOption({ label: 'Lieferung' });
  await expect(cart.getByRole('combobox', { name: 'Liefergebiet' })).toContainText('5020 Altstadt');
  await cart.getByRole('combobox', { name: 'Bestellart' }).selectOption({ label: 'Abholung' });

  await page.goto(`/store/${BRANCH.identifier}/checkout`);
  await fillContact(page);
  await acceptLegal(page);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  const order = await orderOnStatusPage(page);
  expect(order.totalGross).toBe(36);
  const [{ name }] = readDatabase<{ name: string }>(
    'SELECT b.name FROM customer_order o JOIN branch b ON b.id = o.branchId WHERE o.id = ?',
    order.id,
  );
  expect(name).toBe(BRANCH.name);
});

test('an employee prints price labels but can open no management screen', async ({
  browser,
  baseURL,
}) => {
  const employee = await signedInStaff(browser, baseURL, 'mitarbeiter');
  await employee
    .getByRole('navigation', { name: 'Backoffice' })
    .getByRole('link', { name: 'Etiketten' })
    .click();
  await employee.getByRole('checkbox', { name: /^Apfelstrudel/ }).check();
  await employee.getByRole('checkbox', { name: /^Bauernbrot/ }).check();
  await employee.getByRole('radio', { name: /Detail/ }).check();
  const download = employee.waitForEvent('download');
  await employee.getByRole('button', { name: 'PDF erstellen' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await pdf.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await expect(employee.getByRole('navigation', { name: 'Verwaltung' })).toHaveCount(0);
  for (const path of [
    'branches',
    'products',
    'menus',
    'sites',
    'navigations',
    'config',
    'images',
  ]) {
    await employee.goto(`/backend/${path}`);
    await expect(employee.getByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible();
  }
});
