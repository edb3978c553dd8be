import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildStorefrontCopy,
  copyStorefrontBuild,
  extraPort,
  type AppInstance,
  deployStorefront,
  type StaticOrigin,
  type StorefrontDeployment,
} from './remote-deploy.js';
import { expect, test } from './support.js';
import { expectFrameWorks } from './frame-checks.js';

// Independent deployment (issue 17): the storefront is rebuilt with a changed text in a folder
// of its own and served from a second origin; a running app whose MFE_STOREFRONT_URL points there
// shows the new text after a reload, with the same shell build and no restart.
test.describe.serial('the storefront deployed on its own origin', () => {
  let deployment: StorefrontDeployment;
  let origin: StaticOrigin;
  let app: AppInstance;
  let unchangedBuild: string;
  let changedBuild: string;
  let throwingBuild: string;

  test.beforeAll(async () => {
    // The one place with a build: rspack needs a while, more under a shared build lock.
    test.setTimeout(600_000);
    unchangedBuild = await copyStorefrontBuild('storefront-unchanged');
    changedBuild = await buildStorefrontCopy('storefront-changed', (copy) =>
      copy.replaceInSource('features/home/branch-list.tsx', 'Filiale suchen', 'Filiale finden'),
    );
    throwingBuild = await copyStorefrontBuild('storefront-throwing');
    const appChunk = readdirSync(throwingBuild).find((file) =>
      /^__federation_expose_App\.[0-9a-f]+\.js$/.test(file),
    );
    if (!appChunk) throw new Error('Kein __federation_expose_App-Chunk im Storefront-Build.');
    const chunk = readFileSync(join(throwingBuild, appChunk), 'utf8');
    if (!chunk.includes('default:function(){'))
      throw new Error(`${appChunk}: kein default:function(){`);
    writeFileSync(
      join(throwingBuild, appChunk),
      chunk.replace(
        'default:function(){',
        'default:function(){throw new Error("Fehlerhafte Auslieferung");',
      ),
    );
    deployment = await deployStorefront(unchangedBuild, {
      app: extraPort(1),
      origin: extraPort(2),
    });
    ({ origin, app } = deployment);
  });

  test.afterAll(async () => {
    await deployment?.stop();
  });

  test('a rebuilt storefront on a second origin shows its new text after a reload, without a shell rebuild', async ({
    page,
    request,
  }) => {
    const remotes = await request.get(`${app.baseURL}/api/remotes`);
    expect((await remotes.json()).data.storefront).toBe(`${origin.origin}/remoteEntry.js`);

    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(`${app.baseURL}/`);
    await expect(page.getByTestId('branch-card')).toHaveCount(3);
    await expect(page.getByRole('searchbox', { name: 'Filiale suchen' })).toBeVisible();
    const shellScripts = scripts.filter((url) => url.startsWith(app.baseURL));

    // The remote's entry and its chunks came from the second origin, none from /mfe/storefront/.
    const fromOrigin = scripts.filter((url) => url.startsWith(`${origin.origin}/`));
    expect(fromOrigin).toContain(`${origin.origin}/remoteEntry.js`);
    expect(fromOrigin.some((url) => /\/__federation_expose_App\.[0-9a-f]+\.js$/.test(url))).toBe(
      true,
    );
    expect(scripts.filter((url) => url.includes('/mfe/storefront/'))).toEqual([]);
    expect(origin.requests).toContain('/remoteEntry.js');

    // A new deployment of the storefront alone: the running app is not touched.
    origin.serve(changedBuild);
    scripts.length = 0;
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Filiale finden' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Filiale suchen' })).toHaveCount(0);
    await expect(page.getByTestId('branch-card')).toHaveCount(3);
    // The same shell build answered: its scripts are the ones of the first visit.
    expect(scripts.filter((url) => url.startsWith(app.baseURL)).sort()).toEqual(
      [...new Set(shellScripts)].sort(),
    );
    expect(scripts.filter((url) => url.startsWith(`${origin.origin}/`))).toContain(
      `${origin.origin}/remoteEntry.js`,
    );
  });

  test('a deployment that throws while rendering shows the fallback in a working frame until a working one replaces it', async ({
    page,
  }) => {
    const boundaryErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Remote-Fehler'))
        boundaryErrors.push(message.text());
    });
    origin.serve(throwingBuild);
    await page.goto(`${app.baseURL}/`);
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toContainText('Dieser Bereich konnte nicht geladen werden.');
    await expect(fallback.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
    // The shell's error boundary caught the remote's own error.
    expect(boundaryErrors.join('\n')).toContain('Fehlerhafte Auslieferung');
    await expectFrameWorks(page);

    origin.serve(changedBuild);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Filiale finden' })).toBeVisible();
  });

  // The retry after a render error forgets the loaded App and registers the remote again, which
  // drops the chunks the broken deployment left behind (shell/src/remotes/federation-runtime.ts).
  test('a deployment that throws while rendering, replaced by a working one, renders on retry without a reload', async ({
    page,
  }) => {
    origin.serve(throwingBuild);
    await page.goto(`${app.baseURL}/`);
    await page.evaluate(() => {
      (window as unknown as { __marker: string }).__marker = 'dieselbe Seite';
    });
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toContainText('Dieser Bereich konnte nicht geladen werden.');
    origin.serve(changedBuild);
    await fallback.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByRole('searchbox', { name: 'Filiale finden' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe(
      'dieselbe Seite',
    );
  });
});
