import { DEMO_PASSWORD, expect, readDatabase, renewedTimeTrackingLink, test } from './support.js';
import { expectFrameWorks } from './frame-checks.js';

const DEMO_BRANCHES = [
  'Backstube Huber Wien-Neubau',
  'Backstube Huber Café Graz',
  'Backstube Huber Linz-Urfahr',
];

test('the home page lists the demo branches from /api/init', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByTestId('branch-card');
  await expect(cards).toHaveCount(3);
  for (const name of DEMO_BRANCHES) await expect(cards.filter({ hasText: name })).toHaveCount(1);
  await expect(page.getByRole('banner')).toContainText('Backstube Huber');
  await expect(
    page.getByRole('navigation', { name: 'Rechtliches' }).getByRole('link', { name: 'Impressum' }),
  ).toBeVisible();
});

test('a branch page shows the branch and its menu', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('branch-card').filter({ hasText: 'Wien-Neubau' }).click();
  await expect(page).toHaveURL(/\/store\/wien-neubau$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Wien-Neubau');
  await expect(page.getByText('Kaisersemmel').first()).toBeVisible();
});

test("a branch page loads only its own branch's start data, and another branch's on a switch", async ({
  page,
}) => {
  const inits: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/init') inits.push(url.pathname + url.search);
  });
  await page.goto('/store/linz-urfahr');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Linz-Urfahr');
  await expect(page.getByText('Kaisersemmel').first()).toBeVisible();
  // The page's preload hint and the shell's fetch are one request.
  expect(inits).toEqual(['/api/init?branch=linz-urfahr']);

  await page.getByRole('link', { name: 'Alle Standorte' }).click();
  await page.getByTestId('branch-card').filter({ hasText: 'Wien-Neubau' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Wien-Neubau');
  await expect(page.getByText('Kaisersemmel').first()).toBeVisible();
  expect(inits).toEqual(['/api/init?branch=linz-urfahr', '/api/init?branch=wien-neubau']);
});

test('the checkout remote renders its first screen', async ({ page }) => {
  await page.goto('/store/graz-innere-stadt/checkout');
  await expect(page.getByText('Keine Produkte im Warenkorb!')).toBeVisible();
  await expect(page.getByRole('link', { name: /zurück/i })).toHaveAttribute(
    'href',
    '/store/graz-innere-stadt',
  );
  await page.goto('/store/graz-innere-stadt/checkout/error');
  await expect(
    page.getByText(
      'Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.',
    ),
  ).toBeVisible();
});

test('the status page asks the API and says when an order does not exist', async ({ page }) => {
  const answer = page.waitForResponse((response) => response.url().includes('/api/orders/public/'));
  await page.goto('/status/unbekannt/0000');
  expect((await answer).status()).toBe(404);
  await expect(page.getByRole('alert')).toContainText('Bestellung');
});

test('staff sign in to the backoffice and see their branches', async ({ page }) => {
  await page.goto('/backend');
  await expect(page).toHaveURL(/\/backend\/login$/);
  await page.getByLabel('Benutzername').fill('mitarbeiter');
  await page.getByLabel('Passwort').fill('falsch');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toContainText('Benutzername oder Passwort ist falsch.');
  await page.getByLabel('Passwort').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Willkommen, Lukas' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ihre Filialen' }).getByRole('listitem')).toHaveCount(
    2,
  );
});

test('a TV shows its signage without the shop frame', async ({ page }) => {
  await page.goto('/signage/wien-schaufenster');
  // The screen is the board alone; the TV's name is in the document's title.
  await expect(page.getByTestId('signage-segment').last()).toBeVisible();
  await expect(page).toHaveTitle('Schaufenster Neubaugasse - Backstube Huber');
  await expect(page.locator('header.shell-header')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
});

test('the time-tracking link greets its user and refuses a wrong token', async ({
  page,
  request,
}) => {
  const [user] = readDatabase<{ id: number }>("SELECT id FROM user WHERE username = 'mitarbeiter'");
  await page.goto(await renewedTimeTrackingLink(request, user.id));
  await expect(page.getByRole('heading', { name: 'Hallo Lukas' })).toBeVisible();
  await page.goto('/time-tracking/mitarbeiter/falsches-token');
  await expect(page.getByText('Benutzer konnte nicht geladen werden.')).toBeVisible();
});

test('a remote that cannot be loaded shows the fallback in its area while the frame keeps working', async ({
  page,
}) => {
  let broken = true;
  await page.route('**/mfe/storefront/**', (route) => (broken ? route.abort() : route.continue()));
  await page.goto('/');
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('Dieser Bereich konnte nicht geladen werden.');
  await expect(page.getByTestId('branch-card')).toHaveCount(0);
  // Header and footer still work: the menu opens with the header navigation.
  await expectFrameWorks(page);
  broken = false;
  await fallback.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByTestId('branch-card')).toHaveCount(3);
});

test('an anonymous write to the API is refused with a German message', async ({ request }) => {
  const response = await request.post('/api/branches', {
    data: { identifier: 'fremd', name: 'Fremd' },
  });
  expect(response.status()).toBe(401);
  expect(await response.json()).toEqual({
    errors: [{ code: 'UNAUTHORIZED', message: 'Bitte melden Sie sich an.' }],
  });
  const branches = await request.get('/api/branches');
  expect((await branches.json()).data).toHaveLength(3);
});
