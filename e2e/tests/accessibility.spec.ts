import { expect, test, type Page } from './support.js';
import { seriousViolations } from './axe.js';

async function acceptCookies(page: Page) {
  await page.getByRole('button', { name: 'Akzeptieren' }).click();
}

for (const viewport of [
  { name: 'Telefon', width: 360, height: 740 },
  { name: 'Desktop', width: 1280, height: 800 },
]) {
  test.describe(`${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('home, content page and the cookie banner have no serious accessibility findings', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByTestId('branch-card')).toHaveCount(3);
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/site/ueber-uns');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('branch page, item dialog and cart have no serious accessibility findings', async ({
      page,
    }) => {
      await page.goto('/store/wien-neubau');
      await acceptCookies(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Geburtstagstorte nach Wunsch auswählen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Geburtstagstorte nach Wunsch' });
      await expect(dialog).toBeVisible();
      // Keyboard: focus is inside the dialog and Escape closes it.
      await expect(dialog.locator(':focus')).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page.getByRole('button', { name: 'Bauernbrot auswählen' }).click();
      await page
        .getByRole('dialog', { name: 'Bauernbrot' })
        .getByRole('button', { name: 'In den Warenkorb' })
        .click();
      if (viewport.width < 1024) {
        await page.getByRole('button', { name: /^Warenkorb \(1\)/ }).click();
        await expect(page.getByRole('dialog', { name: 'Warenkorb' })).toBeVisible();
      } else {
        await expect(page.getByRole('complementary', { name: 'Warenkorb' })).toContainText(
          'Bauernbrot',
        );
      }
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
