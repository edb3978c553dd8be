import { expect, test } from './support.js';

test('after one visit the menu of a branch can be browsed offline', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByTestId('branch-card')).toHaveCount(3);
  // The service worker (PWA plugin on in the demo) takes over the page and caches the start data.
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
    timeout: 30_000,
  });
  // The backoffice's charting library (Statistik only) is not among what a phone downloads.
  const precached = await page.evaluate(async () => {
    let backofficeScripts = 0;
    let charts = 0;
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (!/\/mfe\/backoffice\/.+\.js/.test(request.url)) continue;
        backofficeScripts++;
        const text = await (await cache.match(request))!.text();
        if (text.includes('recharts-surface')) charts++;
      }
    }
    return { backofficeScripts, charts };
  });
  expect(precached.backofficeScripts).toBeGreaterThan(0);
  expect(precached.charts).toBe(0);

  await context.setOffline(true);
  await page.goto('/store/graz-innere-stadt');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Backstube Huber Café Graz');
  await expect(page.getByRole('button', { name: /auswählen$/ }).first()).toBeVisible();
  const warning = page.getByRole('alert').filter({
    hasText: 'Sie sind offline. Bitte überprüfen Sie Ihre Internetverbindung.',
  });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();

  await context.setOffline(false);
  await expect(warning).toBeHidden();
});
