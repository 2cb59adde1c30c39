// What every browser test may assert beyond its own flow: no axe violations, and a screenshot to look at.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

export async function saveScreenshot(page: Page, name: string): Promise<void> {
  // Finished fade-ins, so the picture shows what a user sees once the screen settles.
  await page.screenshot({ path: `tests/artifacts/${name}.png`, fullPage: false, animations: 'disabled' });
}
