import { seriousViolations } from './axe.js';
import { expect, readDatabase, renewedTimeTrackingLink, test } from './support.js';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('an employee clocks in, takes a break and clocks out on their phone', async ({
  page,
  request,
}) => {
  const [user] = readDatabase<{ id: number }>("SELECT id FROM user WHERE username = 'mitarbeiter'");
  await page.goto(await renewedTimeTrackingLink(request, user.id));
  await expect(page.getByRole('heading', { name: 'Hallo Lukas' })).toBeVisible();
  // The employee's page alone: no shop header, footer or cookie banner.
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menü' })).toHaveCount(0);
  const state = page.getByRole('status').filter({ hasText: /eingestempelt|läuft|Pause seit/ });
  await expect(state).toHaveText('Sie sind nicht eingestempelt.');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Arbeit beginnen' }).tap();
  await expect(state).toContainText('Ihre Arbeitszeit läuft seit');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Pause' }).tap();
  await expect(state).toContainText('Pause seit');
  await page.getByRole('button', { name: 'Weiter' }).tap();
  await expect(state).toContainText('Ihre Arbeitszeit läuft seit');

  // A second tab (or a reload) sees the same running activity.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();

  await page.getByRole('button', { name: 'Arbeit beenden' }).tap();
  await expect(state).toHaveText('Sie sind nicht eingestempelt.');
  await expect(page.getByRole('region', { name: 'Letzte Arbeitstage' })).toContainText('h');

  // The demo already holds the weeks before; the newest activity is the one just clocked.
  const rows = readDatabase<{ state: string; pauses: string; end: string | null }>(
    'SELECT state, pauses, "end" FROM working_activity WHERE userId = ? ORDER BY id DESC LIMIT 1',
    user.id,
  );
  const open = readDatabase<{ n: number }>(
    "SELECT COUNT(*) AS n FROM working_activity WHERE userId = ? AND state <> 'ended'",
    user.id,
  );
  expect(open[0].n).toBe(0);
  expect(rows[0].state).toBe('ended');
  expect(rows[0].end).not.toBeNull();
  const pauses = JSON.parse(rows[0].pauses) as { start: string; end: string | null }[];
  expect(pauses).toHaveLength(1);
  expect(pauses[0].end).not.toBeNull();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
