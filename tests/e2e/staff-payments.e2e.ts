// [8/12] Staff payments: vendedor@ registers what one of their customers paid at a headquarters (cash or card
// terminal) and hands over a receipt; a payment sent twice is taken once; holders and other advisors are refused.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { loginAs } from './support/login.ts';
import { checkScreen, heading, poll } from './support/payments.ts';
import { addFault, armedFaults, at, clearFaults, sandboxRequests, tokenFor } from './support/sandbox.ts';
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

  it('a dropped connection: a Spanish error, and the retry gets the same payment, charged once', async () => {
    const { page } = await browser.open();
    await loginAs(page, 'vendedor@demo.es');
    await toCash(page);
    // Served, then the answer is lost; Chromium resends a POST whose connection died, so drop those too.
    await addFault({ method: 'POST', path: '/staff-payments', drop: true, after: true, count: 10 });
    await page.getByRole('button', { name: CONFIRM }).click();
    const alert = page.locator('main [role="alert"]');
    await poll(() => alert.textContent()).toContain('No se ha registrado el pago');
    expect(await alert.textContent()).toContain('No hemos podido conectar con el servidor.');
    expect(await page.getByLabel('Importe recibido').inputValue()).toBe('50,00');
    await checkScreen(page, 'staff-cash-connection-lost');
    await clearFaults();
    await page.getByRole('button', { name: CONFIRM }).click();
    await poll(() => heading(page)).toBe('Pago registrado');
    await poll(() => page.locator('[data-receipt]').textContent()).toMatch(/REC-\d{4}-000001/);
    const statuses = (await postsToStaffPayments()).map((r) => r.status);
    expect(statuses.at(-1)).toBe(201);
    expect(statuses.filter((s) => s === 0).length).toBeGreaterThanOrEqual(1);
    expect((await chargesOf(CUSTOMER)).map((c) => c.status)).toEqual(['paid']);
  });

  it('a holder who opens the address is refused by the portal and by the sandbox', async () => {
    const { page } = await browser.open();
    await loginAs(page, 'titular@demo.es');
    await page.goto(`${at.portal}${CASH}`);
    await poll(() => pathname(page)).toBe('/home');
    await poll(() => page.locator('[data-testid="alerts"]').textContent()).toContain(
      '«Pago en efectivo» no está disponible para tu tipo de cuenta',
    );
    expect(await page.getByLabel('Importe recibido').count()).toBe(0);
    const read = await api(`/staff-payments/customers/${CUSTOMER}`, 'titular@demo.es');
    expect(read.status).toBe(403);
    const body = JSON.stringify({ customer_id: CUSTOMER, headquarters_id: 'hq-madrid', method: 'cash', amount_received_cents: 5000 });
    const post = await api('/staff-payments', 'titular@demo.es', {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': 'titular-intento-1' },
    });
    expect(post.status).toBe(403);
    expect(String(post.json.message)).toMatch(/equipo comercial/);
    expect((await api(`/staff-payments/customers/${CUSTOMER}`, 'vendedor@demo.es')).json.open_amount_cents).toBe(3990);
  });

  it("vendedor@ is refused another advisor's customer; a failed load offers a retry that works", async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await loginAs(page, 'vendedor@demo.es');
    await page.goto(`${at.portal}/home/paymentSite?customer=${OTHER_ADVISORS}`);
    await poll(() => page.locator('main [role="alert"]').textContent()).toContain('Este cliente pertenece a otro asesor.');
    await checkScreen(page, 'staff-other-advisor');
    await addFault({ method: 'GET', path: `/staff-payments/customers/${CUSTOMER}`, status: 500 });
    await page.goto(`${at.portal}/home/paymentSite?customer=${CUSTOMER}`);
    await poll(() => page.getByRole('button', { name: 'Reintentar' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await poll(() => page.getByLabel('Sede donde recibes el pago').count()).toBe(1);
  });
});
