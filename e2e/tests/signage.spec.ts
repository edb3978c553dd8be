import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  DEMO_PASSWORD,
  expect,
  readDatabase,
  signedInStaff,
  test,
  writeDatabase,
  type APIRequestContext,
  type Page,
} from './support.js';

// The TVs behind the counter (issue 20): an admin builds a menu board and a stream at the desk,
// pairs a TV by the code it shows, and the TV shows the shop's prices live, also offline.

const TV_SCREEN = { width: 1920, height: 1080 };
const PRODUCT = 'Salzstangerl';
const CATEGORY = 'Gebäck';
const VIDEO_FILE = fileURLToPath(new URL('./fixtures/ofen.webm', import.meta.url));

let savedPrice = 0;

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 900 } });

test.beforeAll(() => {
  [{ price: savedPrice }] = readDatabase<{ price: number }>(
    'SELECT price FROM product WHERE name = ?',
    PRODUCT,
  );
});

// Other journeys read the demo's prices.
test.afterAll(() => {
  writeDatabase('UPDATE product SET price = ? WHERE name = ?', savedPrice, PRODUCT);
});

/** Opens a screen of the backoffice's navigation. */
async function openScreen(admin: Page, name: string) {
  await admin.getByRole('link', { name, exact: true }).first().click();
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The admin types a new price for the product on its form, with a decimal comma. */
async function changePrice(admin: Page, price: string) {
  await openScreen(admin, 'Produkte');
  await admin.getByRole('search').getByLabel('Suche').fill(PRODUCT);
  await admin.getByRole('search').getByRole('button', { name: 'Suchen' }).click();
  await admin.getByRole('button', { name: `${PRODUCT} bearbeiten` }).click();
  const form = admin.getByRole('form', { name: `Produkt „${PRODUCT}“ bearbeiten` });
  await form.getByRole('textbox', { name: /^Preis/ }).fill(price);
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'wurde aktualisiert' })).toBeVisible();
}

/** "0,85 €" for 0.85: the price line the storefront shows for a piece. */
function euro(value: number): string {
  return `${value.toFixed(2).replace('.', ',')}\u00a0€`;
}

/** The row of a product on the TV's menu board. */
function boardRow(tv: Page, name: string) {
  return tv.getByRole('listitem').filter({ hasText: name });
}

test('an admin builds a menu board and a stream, pairs a TV by its code, and a new price reaches the TV within 5 s, also after 30 s offline', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const tvContext = await browser.newContext({ baseURL, viewport: TV_SCREEN });
  const tv = await tvContext.newPage();
  await tv.goto('/signage');
  const codeText = await tv.getByLabel(/^Code /).textContent();
  const code = codeText?.trim() ?? '';
  expect(code).toMatch(/^[A-Z2-9]{6}$/);

  const admin = await signedInStaff(browser, baseURL);

  // A menu board of the pastry category.
  await openScreen(admin, 'Filmsequenzen');
  await admin.getByRole('button', { name: 'Neue Filmsequenz' }).click();
  await admin.getByLabel(/^Name/).fill('Gebäck an der Theke');
  await admin.getByLabel(/^Art/).selectOption({ label: 'Menütafel' });
  await admin.getByLabel(/^Dauer in Sekunden/).fill('8');
  await admin.getByLabel(/^Überschrift/).fill('Frisch aus dem Ofen');
  await admin.getByRole('combobox', { name: 'Kategorie' }).selectOption({ label: CATEGORY });
  await admin.getByRole('button', { name: 'Kategorie hinzufügen' }).click();
  // The preview draws the player's own board.
  const preview = admin.getByRole('region', { name: 'Vorschau' });
  await expect(preview.getByText(PRODUCT)).toBeVisible();
  await admin.getByRole('button', { name: 'Speichern' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'wurde erstellt' })).toBeVisible();

  // A stream: the board, then the demo's Christmas notice.
  await openScreen(admin, 'Streams');
  await admin.getByRole('button', { name: 'Neuer Stream' }).click();
  await admin.getByLabel(/^Name/).fill('Theke');
  for (const segment of [
    'Gebäck an der Theke (Menütafel, 8 s)',
    'Hinweis Weihnachtsbäckerei (Text, 12 s)',
  ]) {
    await admin.getByRole('button', { name: 'Filmsequenz hinzufügen' }).click();
    await admin
      .getByRole('combobox', { name: /^Filmsequenz/ })
      .last()
      .selectOption({ label: segment });
  }
  await admin.getByRole('button', { name: 'Speichern' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'wurde erstellt' })).toBeVisible();

  // The TV record, then the pairing with the code read off the screen.
  await openScreen(admin, 'TVs');
  await admin.getByRole('button', { name: 'Neuer TV' }).click();
  await admin.getByLabel(/^Name/).fill('Theke Neubaugasse');
  await admin.getByLabel(/^Kennung/).fill('theke-neubaugasse');
  await admin.getByLabel(/^Filiale/).selectOption({ label: 'Backstube Huber Wien-Neubau' });
  await admin.getByLabel(/^Stream/).selectOption({ label: 'Theke' });
  await admin.getByRole('button', { name: 'Speichern' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'wurde erstellt' })).toBeVisible();
  await admin.getByRole('button', { name: 'Theke Neubaugasse bearbeiten' }).click();
  await admin.getByLabel('Code vom Bildschirm').fill(code.toLowerCase());
  await admin.getByRole('button', { name: 'Koppeln' }).click();

  // The TV opens its display by itself and shows the shop's price.
  await expect(tv).toHaveURL(/\/signage\/theke-neubaugasse$/, { timeout: 10_000 });
  await expect(tv.getByText('Frisch aus dem Ofen')).toBeVisible();
  await expect(boardRow(tv, PRODUCT)).toContainText(euro(savedPrice));
  await tv.screenshot({ path: test.info().outputPath('tv-menu-board.png') });
  await tv.evaluate(() => Object.assign(window, { sameDocument: true }));

  // A new price is on the TV within 5 s, without a reload.
  const newPrice = savedPrice + 0.1;
  await changePrice(admin, euro(newPrice).replace('\u00a0€', ''));
  await expect(boardRow(tv, PRODUCT)).toContainText(euro(newPrice), { timeout: 5_000 });
  expect(await tv.evaluate(() => 'sameDocument' in window)).toBe(true);

  // The network drops for 30 s: the TV plays on through its stream and keeps the prices.
  const changesBefore = Number(
    await tv.locator('[data-segment-changes]').getAttribute('data-segment-changes'),
  );
  await tvContext.setOffline(true);
  await tv.waitForTimeout(30_000);
  const changesOffline = Number(
    await tv.locator('[data-segment-changes]').getAttribute('data-segment-changes'),
  );
  expect(changesOffline).toBeGreaterThan(changesBefore);
  await expect(tv.getByTestId('signage-segment').last()).toBeVisible();
  await expect(boardRow(tv, PRODUCT)).toContainText(euro(newPrice), { timeout: 12_000 });

  // Back online, it catches up with a price changed meanwhile.
  await changePrice(admin, euro(savedPrice).replace('\u00a0€', ''));
  await tvContext.setOffline(false);
  await expect(boardRow(tv, PRODUCT)).toContainText(euro(savedPrice), { timeout: 30_000 });
  expect(await tv.evaluate(() => 'sameDocument' in window)).toBe(true);

  // The TV list knows it is online and what it shows (its heartbeat comes every 30 s).
  await openScreen(admin, 'TVs');
  const row = admin.getByRole('row').filter({ hasText: 'Theke Neubaugasse' });
  await expect(row).toContainText('Online', { timeout: 35_000 });
  await expect(row).toContainText(/Gebäck an der Theke|Hinweis Weihnachtsbäckerei/, {
    timeout: 35_000,
  });
  // „Jetzt neu laden“ reloads the page on the TV.
  await admin.getByRole('button', { name: 'Theke Neubaugasse bearbeiten' }).click();
  const reloaded = tv.waitForEvent('load', { timeout: 10_000 });
  await admin.getByRole('button', { name: 'Jetzt neu laden' }).click();
  await reloaded;
  expect(await tv.evaluate(() => 'sameDocument' in window)).toBe(false);
  await expect(boardRow(tv, PRODUCT).or(tv.getByText('Weihnachtsbäckerei'))).not.toHaveCount(0);

  await tvContext.close();
  await admin.context().close();
});

test('a portrait TV shows its board upright, also on a screen mounted sideways', async ({
  browser,
  baseURL,
}) => {
  const upright = await browser.newPage({ baseURL, viewport: { width: 1080, height: 1920 } });
  await upright.goto('/signage/linz-schaufenster');
  const canvas = upright.getByTestId('signage-canvas');
  await expect(canvas).toBeVisible();
  let box = await canvas.boundingBox();
  expect(box!.height).toBeGreaterThan(box!.width);
  expect(Math.round(box!.width)).toBe(1080);

  // A TV that reports a landscape screen but hangs upright: the canvas is turned.
  const sideways = await browser.newPage({ baseURL, viewport: TV_SCREEN });
  await sideways.goto('/signage/linz-schaufenster');
  const turned = sideways.getByTestId('signage-canvas');
  await expect(turned).toBeVisible();
  box = await turned.boundingBox();
  // Turned by 90°, the upright canvas covers the screen's height with its width.
  expect(Math.round(box!.height)).toBe(1080);
  expect(box!.width).toBeGreaterThan(box!.height);
  await upright.close();
  await sideways.close();
});

/** The demo admin's API session: a request context and its CSRF header. */
async function adminApi(request: APIRequestContext) {
  const signIn = await request.post('/api/login', {
    data: { username: 'admin', password: DEMO_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  return { 'x-csrf-token': (await signIn.json()).data.csrfToken as string };
}

test('an image and a video segment render on the TV', async ({ browser, baseURL, request }) => {
  const headers = await adminApi(request);
  const [{ id: imageId }] = readDatabase<{ id: number }>(
    'SELECT id FROM image ORDER BY id LIMIT 1',
  );
  const video = await request.post('/api/uploads', {
    headers,
    data: {
      name: 'ofen.webm',
      data: `data:video/webm;base64,${(await readFile(VIDEO_FILE)).toString('base64')}`,
    },
  });
  expect(video.status(), await video.text()).toBe(201);
  const uploadId = (await video.json()).data.id as number;

  const created: number[] = [];
  for (const segment of [
    { name: 'Schaufensterbild', type: 'image', content: { image: imageId, fit: 'cover' } },
    { name: 'Ofenfrisch (Video)', type: 'video', content: { upload: uploadId, fit: 'cover' } },
  ]) {
    const answer = await request.post('/api/digital-signage-segments', {
      headers,
      data: { ...segment, duration: 4, isEnabled: true },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    created.push((await answer.json()).data.id as number);
  }
  const stream = await request.post('/api/digital-signage-streams', {
    headers,
    data: { name: 'Bild und Video', segments: created.map((id) => ({ id })), isEnabled: true },
  });
  expect(stream.status(), await stream.text()).toBe(201);
  const device = await request.post('/api/digital-signage-devices', {
    headers,
    data: {
      name: 'Schaufenster Video',
      identifier: 'schaufenster-video',
      stream: { id: (await stream.json()).data.id },
      orientation: 'landscape',
    },
  });
  expect(device.status(), await device.text()).toBe(201);

  const tv = await browser.newPage({ baseURL, viewport: TV_SCREEN });
  await tv.goto('/signage/schaufenster-video');
  const image = tv.locator('[data-segment-type="image"] img');
  await expect(image).toBeVisible();
  // The picture may switch to its cached copy while it shows: it is drawn once loaded.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  const videoElement = tv.locator('[data-segment-type="video"] video');
  await expect(videoElement).toBeVisible({ timeout: 10_000 });
  await expect
    .poll(() =>
      videoElement.evaluate((v: HTMLVideoElement) => ({
        playing: !v.paused && v.readyState >= 2,
        muted: v.muted,
        loop: v.loop,
      })),
    )
    .toEqual({ playing: true, muted: true, loop: true });
  await tv.close();
});

test('a TV restarted without network opens and plays its last display', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: TV_SCREEN });
  const tv = await context.newPage();
  await tv.goto('/signage/wien-schaufenster');
  await expect(tv.getByTestId('signage-segment').last()).toBeVisible();
  // The worker installs in the background; pages opened after that are served by it.
  await tv.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await tv.reload();
  await expect
    .poll(() => tv.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await expect(tv.getByTestId('signage-segment').last()).toBeVisible();

  await context.setOffline(true);
  await tv.reload();
  await expect(tv.getByTestId('signage-segment').last()).toBeVisible({ timeout: 10_000 });
  await expect(tv.getByText('TV nicht gefunden.')).toHaveCount(0);
  await context.close();
});

test('a board with the whole range fits on the screen: more columns and smaller type, nothing cut off', async ({
  browser,
  baseURL,
  request,
}) => {
  const headers = await adminApi(request);
  const segment = await request.post('/api/digital-signage-segments', {
    headers,
    data: { name: 'Ganzes Sortiment', type: 'menu', duration: 60, content: { categories: [] } },
  });
  expect(segment.status(), await segment.text()).toBe(201);
  const stream = await request.post('/api/digital-signage-streams', {
    headers,
    data: { name: 'Sortiment', segments: [{ id: (await segment.json()).data.id }] },
  });
  const [{ id: branchId }] = readDatabase<{ id: number }>(
    "SELECT id FROM branch WHERE name LIKE '%Wien-Neubau'",
  );
  const device = await request.post('/api/digital-signage-devices', {
    headers,
    data: {
      name: 'Sortiment Neubaugasse',
      identifier: 'sortiment-neubaugasse',
      branch: { id: branchId },
      stream: { id: (await stream.json()).data.id },
    },
  });
  expect(device.status(), await device.text()).toBe(201);
  const [{ count }] = readDatabase<{ count: number }>(
    'SELECT COUNT(*) AS count FROM product WHERE isEnabled = 1',
  );
  expect(count).toBeGreaterThan(60);

  const tv = await browser.newPage({ baseURL, viewport: TV_SCREEN });
  await tv.goto('/signage/sortiment-neubaugasse');
  const columns = tv.locator('.bw-signage-menu__columns');
  await expect(columns).toBeVisible();
  await expect
    .poll(() =>
      columns.evaluate((box) => ({
        wide: box.scrollWidth <= box.clientWidth,
        tall: box.scrollHeight <= box.clientHeight,
      })),
    )
    .toEqual({ wide: true, tall: true });
  // The last product of the last category is on the screen, not pushed off to the right.
  const last = tv.getByRole('listitem').last();
  const box = await last.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(TV_SCREEN.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(TV_SCREEN.height);
  await tv.close();
});
