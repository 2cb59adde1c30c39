// [11/12] Sales staff: the advisor summary (Vendedor), the clients admin with ~500 customers paged and kept over a
// reload (Asesor), a customer's information, another advisor's customer refused, and the not-found page (its axe:
// the tour does not reach it). The failed list with "Reintentar", the filters in the address, the holder sent home and
// the not-found page's logic are tested in tests/unit/sales/sales-lists.test.tsx; the sandbox's 403 to a holder in
// tests/unit/sandbox/sales.test.ts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { at } from './support/sandbox.ts';
import { expectNoAxeViolations } from './support/checks.ts';
import { loginAs } from './support/login.ts';
import { pathname } from './support/shell.ts';

const browser = browserPerFile();
const heading = (page: Page) => page.locator('main h1').textContent();
/** The count of the list once its latest call has answered. */
const results = (page: Page) =>
  page
    .locator('[data-testid="sales-results"][aria-busy="false"]')
    .textContent({ timeout: 1000 })
    .catch(() => 'cargando');
const shortcuts = (page: Page) => page.locator('main ul a').allTextContents();

describe('sales staff screens', () => {
  it("vendedor@ sees only the advisor summary: figures of the month, own customers, a customer's information", async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await loginAs(page, 'vendedor@demo.es');
    await expect.poll(() => shortcuts(page)).toEqual(['Resumen de ventas']);
    await page.locator('main').getByRole('link', { name: 'Resumen de ventas' }).click();
    await expect.poll(() => heading(page)).toBe('Resumen de ventas');
    await expect.poll(() => results(page)).toMatch(/clientes?$/);
    await page.getByLabel('Periodo').selectOption('all');
    await expect.poll(() => new URL(page.url()).search).toBe('?period=all');
    await expect.poll(() => results(page)).toMatch(/^6\d clientes$/);
    await page.getByLabel('Buscar cliente').fill('oportunidad@demo');
    await expect.poll(() => results(page)).toBe('1 cliente');
    await page.getByRole('link', { name: /David Iglesias/ }).click();
    await expect.poll(() => heading(page)).toBe('David Iglesias Fuentes');
    expect(pathname(page)).toBe('/home/customerInformation/sale/cus-1010');
    await expect.poll(() => page.locator('main').getByText('Negociación').count()).toBeGreaterThan(0);
    // Another advisor's customer: the sandbox refuses it and the screen says why.
    await page.goto(`${at.portal}/home/customerInformation/sale/cus-1009`);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Este cliente pertenece a otro asesor.');
    // The Asesor's list is not the Vendedor's: the menu guard sends them home.
    await page.goto(`${at.portal}/home/mySales/admin`);
    await expect.poll(() => pathname(page)).toBe('/home');
  });

  it('asesor@ filters and pages 500 customers, the filters survive a reload', async () => {
    const { page } = await browser.open();
    await loginAs(page, 'asesor@demo.es');
    await expect.poll(() => shortcuts(page)).toEqual(['Clientes']);
    await page.locator('main').getByRole('link', { name: 'Clientes' }).click();
    await expect.poll(() => heading(page)).toBe('Clientes');
    await expect.poll(() => results(page)).toBe('503 clientes');
    await page.getByLabel('Estado').selectOption('En Mora');
    await page.getByLabel('Asesor').selectOption('ase-03');
    await expect.poll(() => new URL(page.url()).search).toBe('?status=En+Mora&advisor=ase-03');
    const filtered = await results(page);
    expect(filtered).toMatch(/^\d+ clientes?$/);
    await page.getByLabel('Asesor').selectOption('');
    await expect.poll(() => results(page)).not.toBe(filtered);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(() => page.getByText(/^Página 2 de \d+$/).count()).toBe(1);
    const search = new URL(page.url()).search;
    await page.reload();
    await expect.poll(() => page.getByText(/^Página 2 de \d+$/).count()).toBe(1);
    expect(new URL(page.url()).search).toBe(search);
    expect(await page.getByLabel('Estado').inputValue()).toBe('En Mora');
  });

  it('shows a not-found page for an unknown type', async () => {
    const { page } = await browser.open();
    await loginAs(page, 'vendedor@demo.es');
    for (const path of ['/home/mySales/otra', '/home/customerInformation/otro/cus-1010']) {
      await page.goto(`${at.portal}${path}`);
      await expect.poll(() => heading(page), { message: path }).toBe('Esta página no existe');
    }
    await expectNoAxeViolations(page);
  });
});
