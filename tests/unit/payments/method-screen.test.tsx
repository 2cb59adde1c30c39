// /home/paymentMethod opened without a selection (from a bookmark, the browser's history, a link in an e-mail): it
// offers to pay everything that is due, with the total, instead of calling a selection that was never made stale.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/preact';
import { chargesToPay } from '../../../src/features/payments/selection.ts';
import type { Charge } from '../../../src/features/payments/api/types.ts';
import { commonTexts } from '../../../src/i18n/payments.ts';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { renderApp, signedIn } from '../app/render-app.tsx';

const WAIT = { timeout: 8_000 };
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

const charge = (id: string, concept: Charge['concept'], amount_cents: number, period_start = '2026-10-01'): Charge => ({
  id,
  customer_id: 'cus-1',
  concept,
  description: id,
  amount_cents,
  currency: 'EUR',
  period_start,
  period_end: period_start,
  status: 'open',
  metadata: {},
  created_at: '2026-10-01T08:00:00.000Z',
  paid_at: null,
});

describe('what the method screen pays', () => {
  const open = [charge('a', 'arrears', 3990), charge('b', 'arrears', 3990), charge('c', 'agreement_instalment', 2000, '2027-01-01')];

  it('with no selection, everything due now; with one, that selection or nothing when it went stale', () => {
    expect(chargesToPay(open, [], '2026-11-24')?.map((c) => c.id)).toEqual(['a', 'b']);
    expect(chargesToPay([], [], '2026-11-24')).toEqual([]);
    expect(chargesToPay(open, ['b'], '2026-11-24')?.map((c) => c.id)).toEqual(['b']);
    expect(chargesToPay(open, ['b', 'paid-already'], '2026-11-24')).toBeNull();
  });
});

describe('/home/paymentMethod against the sandbox', { timeout: 30_000 }, () => {
  sandboxPerTest();
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it('offers a member in arrears (mora@) to pay all three overdue months, with the total', async () => {
    await signedIn('mora@demo.es');
    renderApp('/home/paymentMethod');
    const methods = await screen.findByRole('list', { name: 'Métodos de pago' }, WAIT);
    expect(screen.queryByText(commonTexts.invalidSelection)).toBeNull();
    const owed = screen.getByRole('list', { name: 'Lo que vas a pagar' });
    expect(within(owed).getAllByRole('listitem')).toHaveLength(3);
    expect(plain(screen.getByText(/^Vas a pagar/).textContent)).toBe('Vas a pagar 119,70 €.');
    // Every way on carries the three charges, and the agreement is offered because all of it is arrears.
    const links = within(methods).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Tarjeta'),
      expect.stringContaining('Acuerdo de pago'),
      expect.stringContaining('Pagar en una sede'),
    ]);
    const card = new URL(links[0]!.getAttribute('href')!, 'http://x');
    expect(card.searchParams.get('cargos')?.split(',')).toHaveLength(3);
  });

  it('tells a member who owes nothing so, and leads to Mis Pagos', async () => {
    await signedIn('titular@demo.es');
    renderApp('/home/paymentMethod');
    expect(await screen.findByText('No tienes pagos pendientes', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText(commonTexts.invalidSelection)).toBeNull();
    expect(screen.queryByRole('list', { name: 'Métodos de pago' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver Mis Pagos' }).getAttribute('href')).toBe('/home/myPayments');
  });
});
