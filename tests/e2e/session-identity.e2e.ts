// Identity without sandbox assumptions (docs/contract.md, "Identity"): a token the portal cannot read is
// explained on the login screen and leaves nothing half signed in; a plain OpenID Connect token signs in.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo-host/sandbox/domains/accounts/demo-accounts.ts';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { expectNoAxeViolations } from './support/checks.ts';
import { at, setTokenShape } from './support/sandbox.ts';
import { pathname } from './support/shell.ts';

const browser = browserPerFile();

/** Console errors and uncaught exceptions of the page, from the moment it is watched. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function submitLogin(page: Page, email: string): Promise<void> {
  await page.goto(`${at.portal}/auth/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

describe('identity read from the access token', () => {
  for (const [size, options] of [
    ['390', VIEWPORTS.phone],
    ['1280', VIEWPORTS.desktop],
  ] as const) {
    it(`a token without identity claims says so in Spanish at ${size}: no cookie, no console error, nothing lost`, async () => {
      await setTokenShape('no-claims');
      const { context, page } = await browser.open(options);
      const errors = watchErrors(page);
      await submitLogin(page, 'titular@demo.es');
      const alert = page.getByRole('alert');
      await expect.poll(() => alert.textContent()).toContain('No hemos podido abrir tu sesión');
      expect(pathname(page)).toBe('/auth/login');
      expect(await context.cookies()).toEqual([]);
      // What was typed stays, and the button is usable again.
      expect(await page.getByLabel('Correo electrónico').inputValue()).toBe('titular@demo.es');
      expect(await page.getByRole('button', { name: 'Entrar' }).isEnabled()).toBe(true);
      expect(errors).toEqual([]);
      await expectNoAxeViolations(page);
    });
  }

  it('an opaque token that is not a JWT gets the same message and no cookie', async () => {
    await setTokenShape('not-jwt');
    const { context, page } = await browser.open();
    const errors = watchErrors(page);
    await submitLogin(page, 'titular@demo.es');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('No hemos podido abrir tu sesión');
    expect(await context.cookies()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a plain OpenID Connect token (sub, given_name, family_name, role) signs in, and the API accepts it for the member card', async () => {
    await setTokenShape('oidc');
    const { page } = await browser.open();
    await submitLogin(page, 'titular@demo.es');
    await expect.poll(() => pathname(page)).toBe('/home');
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Inicio');
    // The API accepts the same token for its calls: the member card loads.
    await page.goto(`${at.portal}/home/carne`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Carné de afiliación');
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
  });
});
