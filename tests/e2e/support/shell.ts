// Reads the shell as a user meets it: the home alerts, the side menu, where the page is.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ExpectedAlert } from './account-expectations.ts';

/** The alerts of the home screen in order, in the shape of ExpectedAlert. */
export function readAlerts(page: Page): Promise<ExpectedAlert[]> {
  return page.locator('[data-testid="alerts"] > [role]').evaluateAll((nodes) =>
    nodes.map((node) => {
      const link = node.querySelector('a');
      const alert = {
        role: node.getAttribute('role'),
        title: node.querySelector('p')?.textContent ?? '',
        message: node.querySelector('p + div')?.textContent ?? '',
        closable: node.querySelector('button[aria-label="Cerrar"]') !== null,
      };
      return link ? { ...alert, button: { label: link.textContent ?? '', href: link.getAttribute('href') ?? '' } } : alert;
    }),
  ) as Promise<ExpectedAlert[]>;
}

export const sideMenu = (page: Page) => page.locator('nav[aria-label="Menú principal"]');

export async function openSideMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Abrir el menú' }).click();
  await expect.poll(() => sideMenu(page).isVisible()).toBe(true);
}

/** The menu's links as [text, href], in order. */
export function menuLinks(page: Page): Promise<[string, string][]> {
  return sideMenu(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? ''])) as Promise<[string, string][]>;
}

export function pathname(page: Page): string {
  return new URL(page.url()).pathname;
}
