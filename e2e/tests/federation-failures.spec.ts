import { expect, test, type Page, type Route } from './support.js';
import { expectFrameWorks } from './frame-checks.js';

// A remote that fails (issue 17): its area shows the German fallback with "Erneut versuchen"
// while the frame keeps working, and once the remote is back a retry loads it in the same page.
// composition.spec.ts covers every storefront request aborted; here each way of failing alone.

// The service worker may answer the remote's files itself after its first install, out of reach
// of page.route; these journeys are about the loader, not the worker's cache.
test.use({ serviceWorkers: 'block' });

const ENTRY = '**/mfe/storefront/remoteEntry.js*';
const APP_CHUNK = '**/mfe/storefront/__federation_expose_App.*.js';
/** The storefront's other chunks (its pages, their modules and styles), by content hash. */
const OTHER_CHUNKS = /\/mfe\/storefront\/\d+\.[0-9a-f]{8}\.(js|css)$/;
const FALLBACK_TEXT = 'Dieser Bereich konnte nicht geladen werden.';

/**
 * Opens the home page, marks the window and expects the storefront's area to show the German
 * fallback (the shell's, or the storefront's own around a page that failed to load).
 */
async function expectFallbackInWorkingFrame(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(() => {
    (window as unknown as { __marker: string }).__marker = 'dieselbe Seite';
  });
  await expect(page.getByText(FALLBACK_TEXT)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  await expect(page.getByTestId('branch-card')).toHaveCount(0);
  // Header and footer still work.
  await expect(page.getByRole('banner')).toContainText('Backstube Huber');
  await expectFrameWorks(page);
}

/** Clicks "Erneut versuchen" and expects the storefront in the same page (no reload). */
async function expectRetryLoadsRemote(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByTestId('branch-card')).toHaveCount(3);
  await expect(page.getByText(FALLBACK_TEXT)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe(
    'dieselbe Seite',
  );
}

/** Routes `pattern` to `fail` until the returned function is called, then to the network. */
async function breakUntilFixed(
  page: Page,
  pattern: string | RegExp,
  fail: (route: Route) => Promise<void>,
): Promise<{ fix: () => void; failures: () => number }> {
  let broken = true;
  let failures = 0;
  await page.route(pattern, (route) => {
    if (!broken) return route.continue();
    failures += 1;
    return fail(route);
  });
  return { fix: () => (broken = false), failures: () => failures };
}

/** Counts the shell's console errors about the storefront failing to load. */
function countLoadErrors(page: Page): () => number {
  let errors = 0;
  page.on('console', (message) => {
    if (message.text().includes('Remote "storefront" konnte nicht geladen werden.')) errors += 1;
  });
  return () => errors;
}

const notFound = (route: Route) => route.fulfill({ status: 404, body: 'Nicht gefunden' });
const networkError = (route: Route) => route.abort('connectionrefused');

for (const [what, pattern, fail] of [
  ['its remoteEntry.js answers 404', ENTRY, notFound],
  ['its remoteEntry.js cannot be reached', ENTRY, networkError],
  ['the chunk of its App answers 404', APP_CHUNK, notFound],
  ['the chunk of its App cannot be reached', APP_CHUNK, networkError],
] as const) {
  test(`when ${what}, the storefront shows the fallback and a retry loads it once it is back`, async ({
    page,
  }) => {
    const loadErrors = countLoadErrors(page);
    const route = await breakUntilFixed(page, pattern, fail);
    await expectFallbackInWorkingFrame(page);
    // The shell's fallback: loading the remote's App failed.
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    expect(route.failures()).toBeGreaterThan(0);
    // A retry while the remote is still down fails again, into the same fallback.
    const [failuresBefore, errorsBefore] = [route.failures(), loadErrors()];
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect.poll(loadErrors).toBeGreaterThan(errorsBefore);
    expect(route.failures()).toBeGreaterThan(failuresBefore);
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    route.fix();
    await expectRetryLoadsRemote(page);
  });
}

for (const [what, fail] of [
  ['answer 404', notFound],
  ['cannot be reached', networkError],
] as const) {
  test(`when the storefront's other chunks ${what}, its area shows the fallback and a retry loads them once they are back`, async ({
    page,
  }) => {
    const route = await breakUntilFixed(page, OTHER_CHUNKS, fail);
    await expectFallbackInWorkingFrame(page);
    expect(route.failures()).toBeGreaterThan(0);
    const before = route.failures();
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect.poll(route.failures).toBeGreaterThan(before);
    await expect(page.getByText(FALLBACK_TEXT)).toBeVisible();
    route.fix();
    await expectRetryLoadsRemote(page);
  });
}

test('a storefront that throws while rendering shows the fallback, and a retry renders it once it renders again', async ({
  page,
}) => {
  // The App chunk as served, its component throwing while window.__storefrontBroken is set.
  await page.addInitScript(() => {
    (window as unknown as { __storefrontBroken: boolean }).__storefrontBroken = true;
  });
  let patched = 0;
  await page.route(APP_CHUNK, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const component = 'default:function(){';
    expect(body, 'the App chunk exports its component as `default:function(){`').toContain(
      component,
    );
    patched += 1;
    await route.fulfill({
      response,
      body: body.replace(
        component,
        `${component}if(window.__storefrontBroken)throw new Error("Testfehler beim Rendern");`,
      ),
    });
  });
  const boundaryErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Remote-Fehler'))
      boundaryErrors.push(message.text());
  });
  await expectFallbackInWorkingFrame(page);
  expect(patched).toBe(1);
  // The error boundary caught it (a loading error would be logged as "konnte nicht geladen werden").
  expect(boundaryErrors.join('\n')).toContain('Testfehler beim Rendern');
  await page.evaluate(() => {
    (window as unknown as { __storefrontBroken: boolean }).__storefrontBroken = false;
  });
  await expectRetryLoadsRemote(page);
});
