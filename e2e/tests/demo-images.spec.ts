import { expect, test, type Locator, type Page } from './support.js';
import { keepBranchesOpen } from './shop-steps.js';

// The demo bakery's pictures as a customer on a 390 px phone sees them: every shown image has
// loaded (it has pixels), comes as a sized variant with its room reserved, and the page does not
// jump while the pictures arrive.

keepBranchesOpen();
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ context, baseURL }) => {
  // The install prompt appears after 5 s and would cover the cards; its journey is elsewhere.
  await context.addCookies([{ name: 'pwa-dismiss', value: 'true', url: baseURL }]);
});

/** What the browser knows of an image once it is scrolled into view and loaded. */
async function loadedImage(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
    )
    .toBeGreaterThan(0);
  return image.evaluate((element: HTMLImageElement) => ({
    naturalWidth: element.naturalWidth,
    currentSrc: new URL(element.currentSrc).pathname,
    srcset: element.getAttribute('srcset') ?? '',
    width: element.getAttribute('width'),
    height: element.getAttribute('height'),
    loading: element.getAttribute('loading'),
  }));
}

/** The sum of the layout shifts so far (Cumulative Layout Shift without user input). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

const SIZED =
  /^\/image\/((icon|thumbnail|tiny|small|medium|large|product|category)\/)?\d+-\d+\.webp$/;

test('the home page shows each branch card with its loaded shop front and logo', async ({
  page,
}) => {
  await page.goto('/');
  const cards = page.getByTestId('branch-card');
  await expect(cards).toHaveCount(3);
  for (let i = 0; i < 3; i++) {
    const header = await loadedImage(cards.nth(i).locator('.bw-branch-card__image'));
    expect(header).toMatchObject({
      width: '1280',
      height: '720',
      loading: i === 0 ? 'eager' : 'lazy',
    });
    expect(header.currentSrc).toMatch(SIZED);
    expect(header.srcset).toContain('640w');
    const logo = await loadedImage(cards.nth(i).locator('.bw-branch-card__logo'));
    expect(logo.currentSrc).toMatch(SIZED);
  }
  expect(await layoutShift(page)).toBeLessThan(0.1);
});

test('the branch page shows the shop front, category banners, product pictures and the picture in the dialog', async ({
  page,
}) => {
  await page.goto('/store/wien-neubau');
  const header = await loadedImage(page.getByTestId('branch-header-image').locator('img').first());
  expect(header).toMatchObject({ width: '1280', height: '720', loading: 'eager' });
  expect(header.currentSrc).toMatch(SIZED);
  expect(await layoutShift(page)).toBeLessThan(0.1);

  const banner = await loadedImage(page.locator('.bw-store__category-image').first());
  expect(banner).toMatchObject({ loading: 'lazy', width: '960', height: '300' });

  const cards = page.getByTestId('catalog-product');
  expect(await cards.count()).toBeGreaterThanOrEqual(15);
  const pictures = cards.locator('img.bw-product__image');
  expect(await pictures.count()).toBe(await cards.count());
  // The lazy pictures below the fold load as the customer scrolls to them.
  for (const index of [0, 5, 15]) {
    const picture = await loadedImage(pictures.nth(index));
    expect(picture).toMatchObject({ width: '640', height: '400', loading: 'lazy' });
    expect(picture.currentSrc).toMatch(SIZED);
    expect(picture.srcset).toContain('256w');
  }
  // A product far down was not loaded before the customer got there.
  const last = pictures.last();
  expect(
    await last.evaluate(
      (element: HTMLImageElement) => element.complete && element.naturalWidth > 0,
    ),
  ).toBe(false);

  await page.getByRole('button', { name: 'Bauernbrot auswählen' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Bauernbrot' });
  const inDialog = await loadedImage(dialog.getByRole('img', { name: /Bauernbrot/ }));
  expect(inDialog.currentSrc).toMatch(SIZED);
});
