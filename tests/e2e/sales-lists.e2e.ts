// [11/12] Sales staff: the advisor summary (Vendedor), the clients admin with ~500 customers (Asesor), a
// customer's information, the refusals (holders, another advisor's customer) and the not-found page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { addFault, at } from './support/sandbox.ts';
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

  it('shows a Spanish error with a working retry when the list fails', async () => {
    const { page } = await browser.open();
    await loginAs(page, 'asesor@demo.es');
    await addFault({ method: 'GET', path: '/sales/customers', status: 500, count: 1 });
    await page.goto(`${at.portal}/home/mySales/admin?status=lost`);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('No hemos podido cargar las ventas');
    await page.getByRole('alert').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => results(page)).toMatch(/^\d+ clientes?$/);
  });

  it('refuses the sales addresses to a holder, in the portal and in the sandbox', async () => {
    const { page } = await browser.open();
    await loginAs(page, 'titular@demo.es');
    for (const path of ['/home/mySales/admin', '/home/mySales/advisorSummary', '/home/customerInformation/sale/cus-1010']) {
      await page.goto(`${at.portal}${path}`);
      await expect.poll(() => pathname(page), { message: path }).toBe('/home');
    }
    const token = (await page.context().cookies()).find((c) => c.name === 'authToken')?.value;
    const reply = await fetch(`${at.api}/sales/customers`, { headers: { authorization: `Bearer ${token}` } });
    expect(reply.status).toBe(403);
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
