import { expect, type Page } from './support.js';

/**
 * The shell's frame works while a remote's area shows something else (its fallback): the legal
 * links are there, and the header's menu opens with its navigation and closes with Escape.
 */
export async function expectFrameWorks(page: Page): Promise<void> {
  await expect(
    page.getByRole('navigation', { name: 'Rechtliches' }).getByRole('link', { name: 'Impressum' }),
  ).toBeVisible();
  const menu = page.getByRole('button', { name: 'Menü', exact: true });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.locator('#shell-navigation').getByRole('link', { name: 'Über uns' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
}
