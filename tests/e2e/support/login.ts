// Logs a demo account in through the login screen, as a person would, and waits for the screen it lands on.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../../demo-host/sandbox/seed/demo-accounts.ts';
import { at } from './sandbox.ts';
import { pathname } from './shell.ts';

export interface LoginOptions {
  /** For an account with several persons (familia@): the role to pick on /auth/switch. */
  as?: string;
}

export async function loginAs(page: Page, email: string, options: LoginOptions = {}): Promise<void> {
  await page.goto(`${at.portal}/auth/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  if (options.as) {
    await expect.poll(() => pathname(page)).toBe('/auth/switch');
    await page.getByRole('button', { name: `Entrar como ${options.as}` }).click();
  }
  await expect.poll(() => pathname(page)).toBe('/home');
  await expect.poll(() => page.locator('main h1').textContent()).toBe('Inicio');
}
