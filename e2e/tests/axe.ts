import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Serious and critical axe-core findings (WCAG 2.1 A and AA) on what the page shows now. */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
