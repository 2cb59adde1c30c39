// [11/12] Sales staff: registerSale and registeredSale. vendedor@ sells a membership with one beneficiary, paid
// later at a headquarters' counter; the sale shows in the advisor's summary, in asesor@'s admin list and in the
// customer's information; the new customer follows the welcome e-mail, chooses a password and signs in.
// A holder is refused. Failures: sales-register-failures.e2e.ts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { expectNoAxeViolations } from './support/checks.ts';
import { loginAs } from './support/login.ts';
import { outbox } from './support/onboarding.ts';
import { at } from './support/sandbox.ts';
import { byId, CUSTOMER, fillHolder, fillPlanAndPayment } from './support/sales.ts';
import { pathname } from './support/shell.ts';

const browser = browserPerFile();
const heading = (page: Page) => page.locator('main h1').textContent();
const results = (page: Page) =>
  page
    .locator('[data-testid="sales-results"][aria-busy="false"]')
    .textContent({ timeout: 1000 })
    .catch(() => 'cargando');
/** axe at both sizes, on a state the tour does not reach (a registered sale's confirmation). */
async function axeBothSizes(page: Page) {
  for (const viewport of [VIEWPORTS.phone.viewport, VIEWPORTS.desktop.viewport]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
}

async function openRegisterSale(page: Page) {
  await page.locator('main').getByRole('link', { name: 'Registrar venta' }).click();
  await expect.poll(() => heading(page)).toBe('Registrar venta');
  await byId(page, 'document_type').waitFor();
}

describe('registering a sale', () => {
  it('vendedor@ registers a sale; it shows in both lists and the customer signs in from the welcome', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await loginAs(page, 'vendedor@demo.es');
    await page.goto(`${at.portal}/home/mySales/advisorSummary`);
    await openRegisterSale(page);
    await page.setViewportSize(VIEWPORTS.phone.viewport);
    // A wrong document and a submit with nothing else: Spanish messages beside the fields.
    await byId(page, 'document_type').selectOption('DNI');
    await byId(page, 'document_number').fill('48151623A');
    await page.getByRole('button', { name: 'Registrar venta' }).click();
    await expect.poll(() => page.locator('#venta-document_number').getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(() =>
        page
          .locator('main')
          .getByText(/la letra debe corresponder/)
          .count(),
      )
      .toBeGreaterThan(0);
    await fillHolder(page);
    await fillPlanAndPayment(page);
    await page.getByRole('button', { name: 'Registrar venta' }).click();

    await expect.poll(() => pathname(page)).toBe('/home/registeredSale');
    await expect.poll(() => heading(page)).toBe('Venta registrada');
    const reference = (await page.locator('main strong').first().textContent()) ?? '';
    expect(reference).toMatch(/^VTA-\d{4}-\d{6}$/);
    await expect.poll(() => page.locator('main').getByText('Bienvenida enviada a nuria.carrasco@correo.es.').count()).toBe(1);
    await expect.poll(() => page.locator('main').getByText(/^PAG-/).count()).toBe(1);
    await axeBothSizes(page);

    await page.getByRole('link', { name: 'Ver la ficha del cliente' }).click();
    await expect.poll(() => heading(page)).toBe('Nuria Carrasco Vidal');
    await expect.poll(() => page.locator('main').getByText(reference).count()).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: 'Registrar pago' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Reenviar bienvenida' }).click();
    await expect.poll(() => page.getByRole('status').getByText('Bienvenida reenviada a nuria.carrasco@correo.es.').count()).toBe(1);

    await page.goto(`${at.portal}/home/mySales/advisorSummary?period=thisMonth`);
    await page.getByLabel('Buscar cliente').fill('Nuria Carrasco');
    await expect.poll(() => results(page)).toBe('1 cliente');
    await expect
      .poll(() =>
        page
          .locator('main')
          .getByRole('link', { name: /Nuria Carrasco/ })
          .count(),
      )
      .toBe(1);

    const manager = await browser.open(VIEWPORTS.desktop);
    await loginAs(manager.page, 'asesor@demo.es');
    await manager.page.goto(`${at.portal}/home/mySales/admin`);
    await manager.page.getByLabel('Buscar cliente').fill('Nuria Carrasco');
    await expect.poll(() => results(manager.page)).toBe('1 cliente');
    await manager.page
      .locator('main')
      .getByRole('link', { name: /Nuria Carrasco/ })
      .click();
    await expect.poll(() => heading(manager.page)).toBe('Nuria Carrasco Vidal');

    // The newest welcome (the resend retired the first link) lets the customer choose a password and sign in.
    const welcomes = await outbox({ kind: 'sales_welcome' });
    expect(welcomes).toHaveLength(2);
    const customer = await browser.open(VIEWPORTS.phone);
    await customer.page.goto(welcomes[0]!.link!);
    await expect.poll(() => customer.page.getByRole('alert').textContent()).toContain('caducado');
    await customer.page.goto(welcomes[1]!.link!);
    await customer.page.getByLabel('Contraseña', { exact: true }).fill('Salud2026');
    await customer.page.getByLabel('Repite la contraseña').fill('Salud2026');
    await customer.page.getByRole('button', { name: 'Activar mi acceso' }).click();
    await customer.page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await customer.page.getByLabel('Correo electrónico').fill(CUSTOMER.email);
    await customer.page.getByLabel('Contraseña', { exact: true }).fill('Salud2026');
    await customer.page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => pathname(customer.page)).toBe('/home');
  });

  it('refuses registerSale to a holder, in the portal and in the sandbox', async () => {
    const { page } = await browser.open();
    await loginAs(page, 'titular@demo.es');
    for (const path of ['/home/registerSale', '/home/registeredSale?sale=vta-1']) {
      await page.goto(`${at.portal}${path}`);
      await expect.poll(() => pathname(page), { message: path }).toBe('/home');
    }
    const token = (await page.context().cookies()).find((c) => c.name === 'authToken')?.value;
    const reply = await fetch(`${at.api}/sales`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'Idempotency-Key': 'titular-intenta-vender' },
      body: '{}',
    });
    expect(reply.status).toBe(403);
  });
});
