import { expect, test } from './support.js';

test('after one visit the menu of a branch can be browsed offline', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByTestId('branch-card')).toHaveCount(3);
  // The service worker (PWA plugin on in the demo) takes over the page and caches the start data.
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
    timeout: 30_000,
  });

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
