// [3/9] The production service worker precaches the shell: a reload without network shows the portal,
// which says it is offline, instead of the browser's error page.
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { at } from './support/sandbox.ts';
import { expectNoAxeViolations } from './support/checks.ts';

const browser = browserPerFile();

describe('offline', () => {
  it('reloads the login screen without network and shows the offline notice', async () => {
    const { context, page } = await browser.open(VIEWPORTS.phone);
    await page.goto(`${at.portal}/auth/login`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Iniciar sesión');
    expect(await page.locator('[data-testid="offline-notice"]').count()).toBe(0);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Iniciar sesión');
    await expect.poll(() => page.locator('[data-testid="offline-notice"]').isVisible()).toBe(true);
    expect(await page.locator('[data-testid="offline-notice"]').textContent()).toBe(
      'Sin conexión a internet. Verás la última versión guardada y algunas funciones no estarán disponibles.',
    );
    expect(await page.getByLabel('Correo electrónico').isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // Back online, the notice goes.
    await context.setOffline(false);
    await expect.poll(() => page.locator('[data-testid="offline-notice"]').count()).toBe(0);
  });
});
