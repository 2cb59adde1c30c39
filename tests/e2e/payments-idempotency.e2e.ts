// [8/12] Never charged twice: a payment submitted twice (a double click, a reload during the request, a dropped
// connection then a retry) is one payment in the sandbox, because every attempt carries one Idempotency-Key. The double
// click and the dropped connection are tests/unit/payments/card-once.test.tsx's; the browser keeps the real reload while
// the server holds the request, and the gateway's page of another origin.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile } from './support/browser.ts';
import { addFault, at, sandboxRequests } from './support/sandbox.ts';
import { loginAs } from './support/login.ts';
import { CARDS, heading, paymentsOf, payAtGateway, poll } from './support/payments.ts';

const browser = browserPerFile();
const PAY = 'Ir a la pasarela y pagar 24,90 €';

async function toCardStep(page: Page): Promise<void> {
  await loginAs(page, 'pendiente@demo.es');
  await page.goto(`${at.portal}/home/payments/client`);
  await page.getByRole('link', { name: 'Elegir cómo pagar' }).click();
  await page.getByRole('link', { name: /^Tarjeta/ }).click();
  await poll(() => page.getByRole('button', { name: PAY }).count()).toBe(1);
}

const postsToPayments = async () => (await sandboxRequests()).filter((r) => r.method === 'POST' && r.path === '/payments');
const orders = () => paymentsOf('pendiente@demo.es', 'cus-1008');

describe('one payment however often it is sent', () => {
  it('a reload during the request, then a new click, continues with the same order', async () => {
    const { page } = await browser.open();
    await toCardStep(page);
    await addFault({ method: 'POST', path: '/payments', delay_ms: 4000 });
    // The request is on its way (the server holds it 4 s) when the member reloads.
    const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/payments'));
    await page.getByRole('button', { name: PAY }).click();
    await sent;
    await page.reload();
    await poll(() => page.getByRole('button', { name: PAY }).count()).toBe(1);
    await page.getByRole('button', { name: PAY }).click();
    await payAtGateway(page, CARDS.approved);
    await poll(() => heading(page)).toBe('¡Pago completado!');
    // The first request went on at the server; the click after the reload got its answer (waiting out a 409 while it ran).
    // The server still holds the first one for the rest of its 4 s: wait for it, or it would land in the next test.
    await poll(async () => (await postsToPayments()).length).toBeGreaterThanOrEqual(2);
    const statuses = (await postsToPayments()).map((r) => r.status);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(2);
    expect(await orders()).toEqual([expect.objectContaining({ status: 'approved' })]);
  });
});
