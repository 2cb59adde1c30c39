// [8/12] Paying by card through the sandbox's hosted gateway: mora@ pays its arrears (a declined card first, then
// an approved one) and the menu comes back; the 3-D Secure step; a pending payment.
import { describe, expect, it } from 'vitest';
import { browserPerFile } from './support/browser.ts';
import { at } from './support/sandbox.ts';
import { loginAs } from './support/login.ts';
import { menuLinks, openSideMenu, pathname } from './support/shell.ts';
import { CARDS, checkScreen, heading, paymentsOf, payAtGateway, poll } from './support/payments.ts';

const browser = browserPerFile();

describe('card payments', () => {
  it('mora@ pays the arrears: a declined card, a retry with an approved one, and the menu comes back', async () => {
    const { page } = await browser.open();
    await loginAs(page, 'mora@demo.es');
    await page.getByRole('link', { name: 'Pagar suscripción' }).click();
    await poll(() => heading(page)).toBe('Pagos pendientes');
    expect(pathname(page)).toBe('/home/payments/client');
    await poll(() => page.getByRole('list', { name: 'Cargos pendientes' }).getByRole('listitem').count()).toBe(3);
    expect(await page.locator('main').textContent()).toContain('119,70\u00a0€');
    await checkScreen(page, 'owed-mora');

    await page.getByRole('link', { name: 'Elegir cómo pagar' }).click();
    await poll(() => heading(page)).toBe('Cómo quieres pagar');
    // The methods come from the sandbox after the heading: wait for them.
    await poll(() => page.getByRole('list', { name: 'Métodos de pago' }).getByRole('link').allTextContents()).toEqual([
      expect.stringContaining('Tarjeta'),
      expect.stringContaining('Acuerdo de pago'),
      expect.stringContaining('Pagar en una sede'),
    ]);
    await checkScreen(page, 'method-mora');

    await page.getByRole('link', { name: /^Tarjeta/ }).click();
    await poll(() => heading(page)).toBe('Pago con tarjeta');
    await checkScreen(page, 'bold');
    await page.getByRole('button', { name: 'Ir a la pasarela y pagar 119,70 €' }).click();
    await poll(() => page.url()).toContain(`${at.api}/gateway/checkout/`);
    await checkScreen(page, 'gateway');
    await payAtGateway(page, CARDS.declined);

    await poll(() => heading(page)).toBe('No se ha podido completar el pago');
    await poll(() => pathname(page)).toBe('/home/paymentRejected');
    expect(await page.locator('main [role="alert"]').textContent()).toContain('Tu banco ha rechazado la tarjeta.');
    await checkScreen(page, 'rejected');

    await page.getByRole('link', { name: 'Reintentar con tarjeta' }).click();
    await page.getByRole('button', { name: 'Ir a la pasarela y pagar 119,70 €' }).click();
    await payAtGateway(page, CARDS.approved);
    await poll(() => heading(page)).toBe('¡Pago completado!');
    expect(pathname(page)).toBe('/home/paymentApproval');
    expect(await page.locator('main dl').textContent()).toContain('Visa acabada en 4242');
    await checkScreen(page, 'approved');

    // The menu follows without a new login.
    await page.setViewportSize({ width: 390, height: 844 });
    await openSideMenu(page);
    expect((await menuLinks(page)).map(([text]) => text)).toContain('Citas médicas');
    const payments = await paymentsOf('mora@demo.es', 'cus-1007');
    expect(payments.filter((p) => p.status === 'approved' && p.method === 'card')).toHaveLength(4);
    expect(payments.filter((p) => p.status === 'rejected')).toHaveLength(1);
  });

  it('runs the 3-D Secure step: failing it rejects, approving it pays', async () => {
    const { page } = await browser.open();
    await loginAs(page, 'pendiente@demo.es');
    await page.goto(`${at.portal}/home/payments/client`);
    await page.getByRole('link', { name: 'Elegir cómo pagar' }).click();
    await page.getByRole('link', { name: /^Tarjeta/ }).click();
    await page.getByRole('button', { name: 'Ir a la pasarela y pagar 24,90 €' }).click();
    await payAtGateway(page, CARDS.threeDs);
    await poll(() => page.url()).toMatch(/\/gateway\/checkout\/[\w-]{43}\/3ds$/);
    await checkScreen(page, 'gateway-3ds');
    await page.getByRole('button', { name: 'Fallar la verificación' }).click();
    await poll(() => heading(page)).toBe('No se ha podido completar el pago');
    expect(await page.locator('main [role="alert"]').textContent()).toContain('3-D Secure');

    await page.getByRole('link', { name: 'Reintentar con tarjeta' }).click();
    await page.getByRole('button', { name: 'Ir a la pasarela y pagar 24,90 €' }).click();
    await payAtGateway(page, CARDS.threeDs);
    await page.getByRole('button', { name: 'Aprobar la verificación' }).click();
    await poll(() => heading(page)).toBe('¡Pago completado!');
  });

  it('leaves 4000…0077 pending on /public/payment-pending, which asks the sandbox again', async () => {
    const { page } = await browser.open();
    await loginAs(page, 'pendiente@demo.es');
    await page.goto(`${at.portal}/home/payments/client`);
    await page.getByRole('link', { name: 'Elegir cómo pagar' }).click();
    await page.getByRole('link', { name: /^Tarjeta/ }).click();
    await page.getByRole('button', { name: 'Ir a la pasarela y pagar 24,90 €' }).click();
    await payAtGateway(page, CARDS.pending);
    await poll(() => heading(page)).toBe('Pago pendiente');
    await poll(() => pathname(page)).toBe('/public/payment-pending');
    await checkScreen(page, 'pending');
    const [payment] = await paymentsOf('pendiente@demo.es', 'cus-1008');
    await fetch(`${at.api}/__sandbox/payments/${payment!.id}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'approved' }),
    });
    await page.getByRole('button', { name: 'Comprobar de nuevo' }).click();
    await poll(() => heading(page)).toBe('¡Pago completado!');
    // The answer is drawn on /public/payment-pending first; the screen then moves to its address (an effect).
    await poll(() => pathname(page)).toBe('/home/paymentApproval');
  });
});
