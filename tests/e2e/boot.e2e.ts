// [1/9] and [2/9]: the portal boots, runs the configuration exchange against the sandbox and shows the
// login screen in Spanish; a failed exchange shows the error toast and a retry, never a blank screen.
import { describe, expect, it } from 'vitest';
import { browserPerFile } from './support/browser.ts';
import { addFault, at, sandboxRequests } from './support/sandbox.ts';
import { expectNoAxeViolations, saveScreenshot } from './support/checks.ts';

const browser = browserPerFile();

describe('boot', () => {
  it('shows the login screen in Spanish after a configuration exchange', async () => {
    const { page } = await browser.open();
    await page.goto(`${at.portal}/auth/login`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Iniciar sesión');
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.title()).toBe('Iniciar sesión · Portal de afiliados');
    await expect.poll(async () => (await sandboxRequests()).some((r) => r.path === '/clients/frontend' && r.status === 200)).toBe(true);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'login-desktop');
  });

  it('shows the error toast with the server text and offers a retry when the exchange fails', async () => {
    await addFault({ method: 'POST', path: '/clients/frontend', status: 503 });
    const { page } = await browser.open();
    await page.goto(`${at.portal}/auth/login`);
    const toast = page.getByRole('status').filter({ hasText: /./ }).last();
    await expect.poll(() => page.locator('[role="alert"] h2').textContent()).toBe('No hemos podido cargar el portal');
    expect(await toast.count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => page.locator('[role="alert"] h2').count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it("says 'Internal Error' when the failure has no text", async () => {
    // Chromium silently retries a POST once when a kept-alive connection drops: drop both.
    await addFault({ method: 'POST', path: '/clients/frontend', drop: true, count: 2 });
    const { page } = await browser.open();
    await page.goto(`${at.portal}/auth/login`);
    await expect.poll(() => page.getByText('Internal Error').count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'login-config-error');
  });
});
