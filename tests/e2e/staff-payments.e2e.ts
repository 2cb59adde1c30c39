// [8/12] Staff payments in a browser: vendedor@ registers what one of their customers paid at a headquarters (cash
// or card terminal) and hands over a receipt, through print media and the keyboard; a reload during the request
// registers one payment. The refusals (a holder, another advisor's customer), a failed load with "Reintentar" and a
// dropped connection's retry are tests/unit/payments/staff-payments.test.tsx (docs/testing.md); the sandbox's side of
// each, tests/unit/sandbox/staff-payments.test.ts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { loginAs } from './support/login.ts';
import { checkScreen, heading, poll } from './support/payments.ts';
import { addFault, armedFaults, at, sandboxRequests, tokenFor } from './support/sandbox.ts';
import { pathname } from './support/shell.ts';

const browser = browserPerFile();
// Seeded (seed/sales.ts): Juan Delgado, sold by vendedor@, won, first payment of 39,90 € still open.
const CUSTOMER = 'cus-5072';
const OTHER_ADVISORS = 'cus-5065';
const CASH = `/home/paymentCash?customer=${CUSTOMER}&hq=hq-madrid`;
const CONFIRM = /^Registrar el pago de 39,90/;

const api = async (path: string, email: string, init: RequestInit = {}) => {
  const token = await tokenFor(email);
  const reply = await fetch(`${at.api}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  return { status: reply.status, json: (await reply.json()) as Record<string, unknown> };
};
const postsToStaffPayments = async () => (await sandboxRequests()).filter((r) => r.method === 'POST' && r.path === '/staff-payments');
/** The customer's charges as the sales file shows them: one paid, with the receipt of the one staff payment. */
const chargesOf = async (id: string) =>
  (await api(`/sales/customers/${id}`, 'vendedor@demo.es')).json.payments as unknown as { status: string; receipt_number: string | null }[];

async function toCash(page: Page): Promise<void> {
  await page.goto(`${at.portal}${CASH}`);
  await poll(() => heading(page)).toBe('Pago en efectivo');
  await page.getByLabel('Importe recibido').fill('50,00');
  await poll(() => page.locator('main [role="status"]').filter({ hasText: 'Cambio a devolver' }).textContent()).toMatch(/10,10/);
}

describe('staff payments', () => {
  it('vendedor@ registers a cash payment, sees the receipt, and the customer is up to date', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await loginAs(page, 'vendedor@demo.es');
    // Another advisor's customer first: the refusal's screen, for axe (its words are the unit test's).
    await page.goto(`${at.portal}/home/paymentSite?customer=${OTHER_ADVISORS}`);
    await poll(() => page.locator('main [role="alert"]').textContent()).toContain('Este cliente pertenece a otro asesor.');
    await checkScreen(page, 'staff-other-advisor');
    await page.goto(`${at.portal}/home/paymentSite?customer=${CUSTOMER}`);
    await poll(() => heading(page)).toBe('Registrar un pago');
    await poll(() => page.getByText('Juan Delgado', { exact: false }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await poll(() => page.getByText('Elige la sede donde recibes el pago.').count()).toBe(1);
    expect(await page.getByText('Elige cómo paga el cliente.').count()).toBe(1);
    await page.getByLabel('Sede donde recibes el pago').selectOption('hq-madrid');
    await page.getByLabel('Datáfono (tarjeta)').check();
    await checkScreen(page, 'staff-site');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await poll(() => heading(page)).toBe('Pago con datáfono');
    expect(new URL(page.url()).search).toBe(`?customer=${CUSTOMER}&hq=hq-madrid`);
    await page.getByLabel('Número de comprobante del datáfono').fill('12ab');
    await page.getByRole('button', { name: CONFIRM }).click();
    await poll(() => page.getByText('El número de comprobante tiene de 6 a 12 dígitos, solo números.').count()).toBe(1);
    await checkScreen(page, 'staff-pos');
    await page.getByRole('link', { name: 'Cambiar sede o método' }).click();
    await poll(() => heading(page)).toBe('Registrar un pago');
    await page.getByLabel('Efectivo').check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await poll(() => heading(page)).toBe('Pago en efectivo');
    await page.getByLabel('Importe recibido').fill('50,00');
    await poll(() => page.locator('main [role="status"]').filter({ hasText: 'Cambio a devolver' }).textContent()).toMatch(/10,10/);
    await checkScreen(page, 'staff-cash');
    await page.getByRole('button', { name: CONFIRM }).dblclick();
    await poll(() => heading(page)).toBe('Pago registrado');
    expect(pathname(page)).toBe('/home/registeredPayment');
    const receipt = page.locator('[data-receipt]');
    await poll(() => receipt.textContent()).toMatch(/REC-\d{4}-000001/);
    for (const text of ['Juan Delgado', 'Centro Médico Madrid Salamanca', 'Efectivo', 'Marta Cano'])
      expect(await receipt.textContent()).toContain(text);
    expect((await receipt.textContent())?.replace(/\s/g, ' ')).toMatch(/Entregado50,00 €Cambio10,10 €/);
    await checkScreen(page, 'staff-receipt');
    await page.emulateMedia({ media: 'print' });
    await page.emulateMedia({ media: 'screen' });
    // One click of the double click reached the sandbox; the customer's debt is settled and the account Active.
    expect((await postsToStaffPayments()).map((r) => r.status)).toEqual([201]);
    const customer = await api(`/staff-payments/customers/${CUSTOMER}`, 'vendedor@demo.es');
    expect(customer.json).toMatchObject({ shown_status: 'Active', open_amount_cents: 0 });
    // By keyboard, as a person at a counter with the receipt printed would move on.
    await page.getByRole('link', { name: 'Ver la ficha del cliente' }).focus();
    await page.keyboard.press('Enter');
    await poll(() => pathname(page)).toBe(`/home/customerInformation/sale/${CUSTOMER}`);
  });

  it('a reload during the request, then a retry, registers one payment', async () => {
    const { page } = await browser.open();
    await loginAs(page, 'vendedor@demo.es');
    await toCash(page);
    // The reloaded page must load the customer while the first request is still held, or it finds nothing owed
    // and shows no form: 8 s leaves room for a reload and a boot on a busy machine (3 s did not, at load 16).
    await addFault({ method: 'POST', path: '/staff-payments', delay_ms: 8000 });
    await page.getByRole('button', { name: CONFIRM }).click();
    // Reloads once the server holds the request (its delay fault has fired), not after a fixed second: on a busy
    // machine the request could still be on its way then, and the reload would cancel it before it arrived.
    await poll(() => armedFaults()).toEqual([]);
    await page.reload();
    await poll(() => heading(page)).toBe('Pago en efectivo');
    await page.getByLabel('Importe recibido').fill('50,00');
    await page.getByRole('button', { name: CONFIRM }).click();
    await poll(() => heading(page)).toBe('Pago registrado');
    await poll(() => page.locator('[data-receipt]').textContent()).toMatch(/REC-\d{4}-000001/);
    // The request sent before the reload went on at the server: it ends with the saved answer, not a second payment.
    await poll(async () => (await postsToStaffPayments()).map((r) => r.status)).toEqual([201, 201]);
    expect((await chargesOf(CUSTOMER)).filter((c) => c.receipt_number)).toEqual([
      expect.objectContaining({ status: 'paid', receipt_number: expect.stringMatching(/000001$/) }),
    ]);
  });
});
