// [8/12] The card gateway from inside the demo host: the gateway refuses frames, so the portal asks the host
// (through the bridge) to open it at the top level; the gateway returns to the host page, which shows the
// portal on the result.
import { describe, expect, it } from 'vitest';
import { browserPerFile } from './support/browser.ts';
import { at } from './support/sandbox.ts';
import { framePath, logged, loginInFrame, openHost, portalFrame, tapInFrame } from './support/embed.ts';
import { CARDS, payAtGateway, paymentsOf, poll } from './support/payments.ts';
import { expectNoAxeViolations } from './support/checks.ts';

const browser = browserPerFile();

/** mora@ signs in inside the demo host and goes from the pay alert to the card gateway (119,70 € owed). */
async function toGateway() {
  const { page } = await browser.open();
  await openHost(page);
  await loginInFrame(page, 'mora@demo.es');
  const frame = portalFrame(page);
  await tapInFrame(page, frame.getByRole('link', { name: 'Pagar suscripción' }));
  await tapInFrame(page, frame.getByRole('link', { name: 'Elegir cómo pagar' }));
  await tapInFrame(page, frame.getByRole('link', { name: /^Tarjeta/ }));
  await tapInFrame(page, frame.getByRole('button', { name: 'Ir a la pasarela y pagar 119,70 €' }));
  return { page, frame };
}

describe('card payment from the demo host', () => {
  it('opens the gateway at the top level and comes back to the host page with the portal on the result', async () => {
    const { page, frame } = await toGateway();

    // The whole page, not the frame, is now the gateway.
    await poll(() => page.url()).toContain(`${at.api}/gateway/checkout/`);
    await payAtGateway(page, CARDS.approved);

    await poll(() => page.url()).toContain(`${at.host}/?portal=%2Fhome%2FpaymentApproval`);
    expect(new URL(page.url()).searchParams.get('bold-tx-status')).toBe('approved');
    await poll(() => framePath(page)).toBe('/home/paymentApproval');
    await poll(() => frame.locator('main h1').first().textContent()).toBe('¡Pago completado!');
    await expectNoAxeViolations(page);

    // A page may not frame the gateway: its CSP says frame-ancestors 'none' (and X-Frame-Options DENY).
    await page.evaluate((src) => {
      const probe = Object.assign(document.createElement('iframe'), { src, name: 'gateway-probe', title: 'Prueba' });
      document.body.append(probe);
    }, `${at.api}/gateway/checkout/pay-0000`);
    await poll(() => page.frame({ name: 'gateway-probe' })?.url() ?? '').toBe('chrome-error://chromewebdata/');
  });

  it('tells the host how each attempt ended: failed, then pending, then completed, with reference and cents', async () => {
    const { page, frame } = await toGateway();
    await payAtGateway(page, CARDS.declined);
    // Each return is a new load of the host page, so its log holds this attempt's events only.
    await poll(() => framePath(page)).toBe('/home/paymentRejected');
    await poll(async () => (await logged(page, 'payment-failed')).length).toBe(1);
    const [declined] = await paymentsOf('mora@demo.es', 'cus-1007');
    expect(await logged(page, 'payment-failed')).toEqual([{ reference: declined!.id, amount: 11970 }]);

    await tapInFrame(page, frame.getByRole('link', { name: 'Reintentar con tarjeta' }));
    await tapInFrame(page, frame.getByRole('button', { name: 'Ir a la pasarela y pagar 119,70 €' }));
    await payAtGateway(page, CARDS.pending);
    await poll(() => framePath(page)).toBe('/public/payment-pending');
    await poll(async () => (await logged(page, 'payment-pending')).length).toBe(1);
    const pending = (await paymentsOf('mora@demo.es', 'cus-1007')).find((p) => p.status === 'pending')!;
    expect(await logged(page, 'payment-pending')).toEqual([{ reference: pending.id, amount: 11970 }]);
    expect(await logged(page, 'payment-failed')).toEqual([]);

    await fetch(`${at.api}/__sandbox/payments/${pending.id}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'approved' }),
    });
    await tapInFrame(page, frame.getByRole('button', { name: 'Comprobar de nuevo' }));
    await poll(async () => (await logged(page, 'payment-completed')).length).toBe(1);
    expect(await logged(page, 'payment-completed')).toEqual([{ reference: pending.id, amount: 11970 }]);
  });
});
