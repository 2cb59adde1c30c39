/**
 * The page at the dev server's origin, an origin the sandbox lets the gateway return to (happy-dom's own is about:blank).
 * @vitest-environment-options {"url": "http://localhost:5173/"}
 */
// Back from the gateway, the result screen asks the sandbox once: the gateway returns to /home/paymentApproval, the
// screen moves to the address of the state the sandbox reports (/public/payment-pending) and shows there what it
// was told, without asking again. Asking again raced a payment settled in between (payments-embedded.e2e.ts: the
// host told "pending", the screen then showed "approved" with no tap, and "Comprobar de nuevo" never appeared).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { App } from '../../../src/app/app.tsx';
import { resultTexts } from '../../../src/i18n/payments.ts';
import { createPayment } from '../../../src/features/payments/api/create-payment.ts';
import { listOpenCharges } from '../../../src/features/payments/api/list-charges.ts';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { heading, signedIn } from '../app/render-app.tsx';

const WAIT = { timeout: 8_000 };
const harness = sandboxPerTest();

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

/** mora@'s arrears paid with the test card the gateway leaves pending (4000…0077): the order's id. */
async function pendingOrder(): Promise<string> {
  await signedIn('mora@demo.es');
  const charges = (await listOpenCharges('cus-1007')).map((charge) => charge.id);
  const payment = await createPayment(
    { customer_id: 'cus-1007', charge_ids: charges, method: 'card', return_url: 'http://localhost:5173/home/paymentApproval' },
    'intento-resultado-1',
  );
  const form = new URLSearchParams({ action: 'pay', number: '4000000000000077', expiry: '12/30', cvc: '123', holder: 'Rocío Herrera' });
  const paid = await harness.sandbox.fetch(new URL(payment.checkout_url!).pathname, {
    method: 'POST',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(paid.headers.get('location')).toContain('bold-tx-status=pending');
  return payment.id;
}

/** The app in the page's own history (wouter's browser location), as the frame has it: its entries keep a state. */
function openAt(address: string) {
  window.history.replaceState(null, '', address);
  render(<App />);
}

/** The result screen shown at the address it moved to: a new screen, so its button is not the first address's. */
async function movedScreen(): Promise<HTMLElement> {
  const first = await screen.findByRole('button', { name: resultTexts.checkAgain }, WAIT);
  await waitFor(() => expect(window.location.pathname).toBe('/public/payment-pending'), WAIT);
  return waitFor(() => {
    const shown = screen.getByRole('button', { name: resultTexts.checkAgain });
    expect(shown).not.toBe(first);
    return shown;
  }, WAIT);
}

const readsOf = async (id: string) => (await harness.sandbox.log()).filter((r) => r.method === 'GET' && r.path === `/payments/${id}`);

describe('a payment result, read once per return from the gateway', { timeout: 30_000 }, () => {
  it('moves to the pending address with the answer it had, and asks again only when the member does', async () => {
    const id = await pendingOrder();
    openAt(`/home/paymentApproval?bold-order-id=${id}&bold-tx-status=pending`);
    const recheck = await movedScreen();
    expect(await readsOf(id)).toHaveLength(1);

    await harness.sandbox.fetch(`/__sandbox/payments/${id}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'approved' }),
    });
    // Still what the member was shown, until they ask.
    expect(screen.getByRole('button', { name: resultTexts.checkAgain })).toBe(recheck);
    fireEvent.click(recheck);
    await heading(resultTexts.approvedTitle);
    expect((await readsOf(id)).length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(window.location.pathname).toBe('/home/paymentApproval'), WAIT);
  });

  it('asks the sandbox on a reload of the moved address: the answer it was moved with is used once', async () => {
    const id = await pendingOrder();
    openAt(`/home/paymentApproval?bold-order-id=${id}&bold-tx-status=pending`);
    await movedScreen();
    expect(window.history.state).toBeNull();
    cleanup();

    openAt(`${window.location.pathname}${window.location.search}`);
    await screen.findByRole('button', { name: resultTexts.checkAgain }, WAIT);
    expect(await readsOf(id)).toHaveLength(2);
  });
});
