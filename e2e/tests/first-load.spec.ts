import { expect, test } from './support.js';

// What a phone fetches before a shop page shows (issue 17): the shell's own script and one
// chunk with every shared module (React, MobX, the router, our client, ui and domain), each
// hinted in the page so that none waits for the script before it. Each extra file costs a
// round trip on a slow connection; the sizes themselves are measured by `npm run bench`.

test.use({ serviceWorkers: 'block' });

for (const path of ['/', '/store/wien-neubau']) {
  test(`${path} starts with two shell scripts, both hinted in the page`, async ({ page }) => {
    const shellScripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && !url.pathname.startsWith('/mfe/'))
        shellScripts.push(url.pathname);
    });
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    expect(shellScripts).toHaveLength(2);
    const [main, startup] = [...shellScripts].sort();
    expect(main).toMatch(/^\/main\.[0-9a-f]{8}\.js$/);
    expect(startup).toMatch(/^\/startup\.[0-9a-f]{8}\.js$/);
    expect(html).toContain(`<script defer fetchpriority="high" src="${main}"></script>`);
    expect(html).toContain(`<link rel="preload" as="script" href="${startup}">`);
    expect(html).toContain(
      '<link rel="preload" as="script" href="/mfe/storefront/remoteEntry.js">',
    );
  });
}
