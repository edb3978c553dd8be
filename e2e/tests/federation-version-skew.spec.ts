import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildStorefrontCopy,
  extraPort,
  type AppInstance,
  deployStorefront,
  type StaticOrigin,
  type StorefrontDeployment,
} from './remote-deploy.js';
import { expect, test } from './support.js';
import { expectFrameWorks } from './frame-checks.js';

// Version skew (issue 17): a storefront built against a React outside the shell's range must not
// run with a second React in the page. The shared singletons are strict
// (tools/rspack/shared-singletons.mjs), so the federation runtime refuses it with a message
// naming react, and the shell shows its fallback.

/** The script files a build's mf-manifest.json lists for its shared copies of `names`. */
function sharedScripts(dist: string, names: string[]): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as {
    shared?: { name: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
  };
  return (manifest.shared ?? [])
    .filter((shared) => names.includes(shared.name))
    .flatMap((shared) => [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])]);
}

/** The federation runtime's refusal of the storefront's React, as the shell logs it. */
const REFUSAL =
  /^Remote "storefront" konnte nicht geladen werden\.[^\n]*shared singleton module react(-dom)?(\/[a-z-]+)?\b[^\n]*does not satisfy the requirement of storefront which needs \^20\.0\.0/;

test.describe.serial('a storefront built against React 20', () => {
  let deployment: StorefrontDeployment;
  let origin: StaticOrigin;
  let app: AppInstance;
  let skewedBuild: string;

  test.beforeAll(async () => {
    // The one place with a build: rspack needs a while, more under a shared build lock.
    test.setTimeout(600_000);
    skewedBuild = await buildStorefrontCopy('storefront-react-20', (copy) =>
      copy.editPackageJson((packageJson) => {
        const dependencies = packageJson.dependencies as Record<string, string>;
        dependencies.react = '^20.0.0';
        dependencies['react-dom'] = '^20.0.0';
      }),
    );
    deployment = await deployStorefront(skewedBuild, { app: extraPort(3), origin: extraPort(4) });
    ({ origin, app } = deployment);
  });

  test.afterAll(async () => {
    await deployment?.stop();
  });

  test('is refused with a console message naming react, and the page keeps one React', async ({
    page,
  }) => {
    // Every React DOM renderer in the page registers with the devtools hook while it starts.
    await page.addInitScript(() => {
      const renderers = new Map<number, unknown>();
      Object.assign(window, {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          renderers,
          supportsFiber: true,
          isDisabled: false,
          inject(renderer: unknown) {
            renderers.set(renderers.size + 1, renderer);
            return renderers.size;
          },
          checkDCE() {},
          onScheduleFiberRoot() {},
          onCommitFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
          setStrictMode() {},
        },
      });
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));

    await page.goto(`${app.baseURL}/`);
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toContainText('Dieser Bereich konnte nicht geladen werden.');
    await expect(fallback.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
    await expect(page.getByTestId('branch-card')).toHaveCount(0);

    // The entry came from the second origin, its own React and React DOM did not.
    expect(origin.requests).toContain('/remoteEntry.js');
    const ownReact = sharedScripts(skewedBuild, [
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
    ]);
    expect(ownReact.length).toBeGreaterThan(0);
    expect(origin.requests.filter((path) => ownReact.includes(path.slice(1)))).toEqual([]);

    // A clear message: which shared singleton, which version the storefront needs.
    const refusals = () => errors.filter((error) => REFUSAL.test(error)).length;
    await expect.poll(refusals).toBeGreaterThan(0);

    // A retry meets the same refusal instead of loading the storefront's React after all.
    const before = refusals();
    await fallback.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect.poll(refusals).toBeGreaterThan(before);
    await expect(fallback).toBeVisible();
    expect(origin.requests.filter((path) => ownReact.includes(path.slice(1)))).toEqual([]);

    // One React: one React DOM renderer, and the frame's header still reacts.
    await expectFrameWorks(page);
    expect(
      await page.evaluate(
        () =>
          (
            window as unknown as {
              __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> };
            }
          ).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
      ),
    ).toBe(1);
    // Every error in the console is that refusal. A remote running on a React of its own would
    // log more: in production "Cannot read properties of null (reading 'useState')" or React's
    // error #321 (invalid hook call), caught by an error boundary or as a page error.
    expect(errors.filter((error) => !REFUSAL.test(error))).toEqual([]);
  });
});
