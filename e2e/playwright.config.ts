import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { QUIET_CHROMIUM_FLAGS } from '../tools/bench/chromium-flags.mjs';

/**
 * Every journey takes `test` from ./tests/support.ts, whose fixture fails a test when a page
 * breaks the Content-Security-Policy; a spec importing Playwright's own `test` would skip it.
 */
function checkSpecsUseSharedTest(folder: string): void {
  const bypassing = readdirSync(folder)
    .filter((file) => file.endsWith('.spec.ts'))
    .filter((file) =>
      /import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*['"]@playwright\/test['"]/.test(
        readFileSync(join(folder, file), 'utf8'),
      ),
    );
  if (bypassing.length > 0)
    throw new Error(
      `${bypassing.join(', ')}: \`test\` aus './support.js' importieren, nicht aus '@playwright/test' (CSP-Prüfung).`,
    );
}
checkSpecsUseSharedTest(join(import.meta.dirname, 'tests'));

/** Port of the app under test; distinct from the default 3000 so a dev server can keep running. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Journeys through the composed app as `npm start` serves it (built shell, remotes and API on
 * one port, a fresh SQLite database with the demo data), in Debian's Chromium.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', ...QUIET_CHROMIUM_FLAGS],
    },
  },
  webServer: {
    command: 'node e2e/start-server.mjs',
    cwd: '..',
    url: `http://localhost:${E2E_PORT}/api/remotes`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(E2E_PORT) },
  },
});
