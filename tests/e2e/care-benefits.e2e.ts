// [10/12] Aliados y Ofertas: offers by category with search, a code copied to the clipboard, the empty result
// and a failing main call that recovers with a retry.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { addFault, at } from './support/sandbox.ts';
import { expectNoAxeViolations, saveScreenshot } from './support/checks.ts';
import { loginAs } from './support/login.ts';

const browser = browserPerFile();

async function openBenefits(page: Page): Promise<void> {
  await page.goto(`${at.portal}/home/benefits`);
  await expect.poll(() => page.locator('main h1').textContent()).toBe('Aliados y Ofertas');
}

const titles = (page: Page) => page.locator('main article h2').allTextContents();
const count = (page: Page) => page.locator('main search [role="status"]').textContent();

describe('Aliados y Ofertas', () => {
  it('copies an offer’s code, filters by category and search (titular@, phone)', async () => {
    const { page } = await browser.open({ ...VIEWPORTS.phone, permissions: ['clipboard-read', 'clipboard-write'] });
    await loginAs(page, 'titular@demo.es');
    await openBenefits(page);
    await expect.poll(() => count(page)).toBe('8 ofertas');
    await page.getByRole('button', { name: 'Ópticas' }).click();
    expect(await titles(page)).toEqual(['20 % en gafas graduadas completas', '30 € de descuento en lentillas anuales']);
    const offer = page.locator('main article').first();
    await offer.getByRole('button', { name: 'Copiar el código VISION20' }).click();
    await expect.poll(() => offer.getByRole('status').textContent()).toBe('Código VISION20 copiado.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('VISION20');
    await offer.getByText('Condiciones y locales').click();
    expect(await offer.getByRole('link', { name: 'Llamar al 932 15 98 64' }).getAttribute('href')).toBe('tel:+34932159864');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'care-benefits-copied-phone');

    await page.getByRole('button', { name: 'Todas' }).click();
    await page.getByLabel('Buscar ofertas').fill('malaga');
    await expect.poll(() => count(page)).toBe('2 ofertas');
    await page.getByLabel('Buscar ofertas').fill('veterinario');
    await expect.poll(() => page.getByRole('heading', { name: 'No hay ofertas que coincidan' }).isVisible()).toBe(true);
    await saveScreenshot(page, 'care-benefits-empty-phone');
    await page.getByRole('button', { name: 'Ver todas las ofertas' }).click();
    await expect.poll(() => count(page)).toBe('8 ofertas');
    expect(await page.getByLabel('Buscar ofertas').inputValue()).toBe('');
  });

  it('shows the offers to beneficiario@ and corporativo@ on a desktop, axe-clean', async () => {
    for (const account of ['beneficiario@demo.es', 'corporativo@demo.es']) {
      const { page } = await browser.open(VIEWPORTS.desktop);
      await loginAs(page, account);
      await openBenefits(page);
      await expect.poll(() => count(page)).toBe('8 ofertas');
      await expectNoAxeViolations(page);
      if (account.startsWith('beneficiario')) await saveScreenshot(page, 'care-benefits-desktop');
    }
  });

  it('recovers from a 500 on the offers with "Reintentar"', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await loginAs(page, 'beneficiario@demo.es');
    await addFault({ method: 'GET', path: '/offers', status: 500 });
    await openBenefits(page);
    const error = page.getByRole('alert').filter({ hasText: 'No hemos podido cargar las ofertas' });
    await expect.poll(() => error.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'care-benefits-error-phone');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => count(page)).toBe('8 ofertas');
  });
});
