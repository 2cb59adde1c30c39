/**
 * The page at the dev server's origin, an origin the sandbox lets the gateway return to (happy-dom's own is about:blank).
 * @vitest-environment-options {"url": "http://localhost:5173/"}
 */
// Never charged twice (from payments-idempotency.e2e.ts): the card step's double click and a connection lost after the
// sandbox made the order are one order, because the screen sends one request at a time and every attempt carries the
// same Idempotency-Key. The gateway itself is a page of another origin: here its address is what the portal leaves for.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { boldTexts } from '../../../src/i18n/payments.ts';
import { formatMoney } from '../../../src/i18n/format.ts';
import { listPayments } from '../../../src/features/payments/api/list-payments.ts';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { renderApp, signedIn } from '../app/render-app.tsx';

const WAIT = { timeout: 8_000 };
const PAY = boldTexts.go(formatMoney(2490));
const harness = sandboxPerTest();
let assign: MockInstance<(url: string | URL) => void>;

beforeEach(() => {
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  assign.mockRestore();
  window.history.replaceState(null, '', '/');
});

/** pendiente@ (24,90 € owed) from the method screen to the card step, as a member gets there. */
async function toCardStep(): Promise<HTMLElement> {
  await signedIn('pendiente@demo.es');
  renderApp('/home/paymentMethod');
  const methods = await screen.findByRole('list', { name: 'Métodos de pago' }, WAIT);
  fireEvent.click(within(methods).getByRole('link', { name: /^Tarjeta/ }));
  return screen.findByRole('button', { name: PAY }, WAIT);
}

const postsToPayments = async () => (await harness.sandbox.log()).filter((r) => r.method === 'POST' && r.path === '/payments');
const orders = () => listPayments('cus-1008');

describe('one card payment however often it is sent', { timeout: 30_000 }, () => {
  it('a double click makes one order and leaves once for its checkout', async () => {
    const pay = await toCardStep();
    // What a double click delivers: two clicks before the first request has answered.
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1), WAIT);
    const [order] = await orders();
    expect(await orders()).toHaveLength(1);
    expect(String(assign.mock.calls[0]![0])).toBe(order!.checkout_url);
    expect((await postsToPayments()).map((r) => r.status)).toEqual([201]);
  });

  it('a connection dropped after the order was made: a Spanish error, and the retry finds the same order', async () => {
    const pay = await toCardStep();
    await harness.sandbox.fault({ method: 'POST', path: '/payments', drop: true, after: true });
    fireEvent.click(pay);
    const alert = await screen.findByRole('alert', {}, WAIT);
    await waitFor(() => expect(alert.textContent).toContain(boldTexts.startErrorTitle), WAIT);
    expect(alert.textContent).toContain('No hemos podido conectar con el servidor.');
    expect(assign).not.toHaveBeenCalled();
    const made = await orders();
    expect(made).toHaveLength(1);

    fireEvent.click(await screen.findByRole('button', { name: PAY }, WAIT));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1), WAIT);
    // Both attempts reached the service (the first's answer lost: status 0); the retry got the first order back.
    expect((await postsToPayments()).map((r) => r.status)).toEqual([0, 201]);
    expect(await orders()).toEqual([expect.objectContaining({ id: made[0]!.id })]);
    expect(String(assign.mock.calls[0]![0])).toBe(made[0]!.checkout_url);
  });
});
