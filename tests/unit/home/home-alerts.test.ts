import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLogSink } from '../../../src/core/errors/logger.ts';
import { homeAlerts, type HomeCustomer } from '../../../src/features/home/home-alerts.ts';
import { shownStatus } from '../../../src/core/access/shown-status.ts';
import { homeAlertTexts } from '../../../src/i18n/home.ts';
import type { PaymentStatus } from '../../../src/api/types.ts';

const customer = (over: Partial<HomeCustomer> & { status?: string; stage?: string | null }): HomeCustomer => ({
  role: over.role ?? 'Titular',
  account: over.account !== undefined ? over.account : { payment_status: over.status ?? 'Active' },
  opportunity: over.stage === null ? null : { stage: over.stage ?? 'win' },
});
const ids = (c: HomeCustomer, general?: string, beneficiaries?: number) => homeAlerts(c, general, beneficiaries).map((a) => a.id);

describe('home alerts (docs/specification.md, section 4)', () => {
  it('payment_pending: persistent danger with a pay button to /home/payments/client', () => {
    const [alert] = homeAlerts(customer({ status: 'payment_pending' }), 'PENDING', 1);
    expect(alert).toMatchObject({ type: 'danger', close: false, route: '/home/payments/client' });
  });

  it('payment_confirmation_sent: warning "Pago en validación"', () => {
    const [alert] = homeAlerts(customer({ status: 'payment_confirmation_sent' }), 'PENDING', 1);
    expect(alert).toMatchObject({ type: 'warning', title: 'Pago en validación' });
  });

  it('En Mora: closable danger with a pay button, and no invitation', () => {
    const alerts = homeAlerts(customer({ status: 'En Mora' }), 'COMPLETED', 0);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ type: 'danger', close: true, route: '/home/payments/client' });
  });

  it('Active: closable success with "Ver servicios"', () => {
    const [alert] = homeAlerts(customer({}), 'PENDING', 2);
    expect(alert).toMatchObject({ type: 'success', close: true, buttonTitle: 'Ver servicios' });
  });

  it('Completed replaces the Active alert once the form is not PENDING', () => {
    expect(ids(customer({}), 'COMPLETED', 2)).toEqual(['completed']);
    expect(homeAlerts(customer({}), 'COMPLETED', 2)[0]).toMatchObject({ close: true, route: '/home/pacientes' });
  });

  it('Completed needs a holder or beneficiary with a won stage', () => {
    expect(ids(customer({ role: 'Beneficiario' }), 'COMPLETED')).toEqual(['completed']);
    expect(ids(customer({ role: 'Vendedor', account: null, stage: null }), 'COMPLETED')).toEqual([]);
  });

  it('InviteBeneficiary for holders with no beneficiaries, to /home/subscription/resumen', () => {
    const alerts = homeAlerts(customer({}), 'PENDING', 0);
    expect(alerts.map((a) => a.id)).toEqual(['active', 'invite_beneficiary']);
    expect(alerts[1]).toMatchObject({ type: 'info', route: '/home/subscription/resumen' });
    expect(ids(customer({ role: 'Beneficiario' }), 'PENDING', 0)).toEqual(['active']);
  });

  it('shows the stage while a sales opportunity is not won', () => {
    const c = customer({ stage: 'negotiation' });
    expect(shownStatus(c)).toBe('negotiation');
    expect(ids(c, 'PENDING', 0)).toEqual(['stage_pending']);
  });

  it('Completed (a payment status of section 3): the closable complete-your-profile alert to /home/pacientes, once', () => {
    const alerts = homeAlerts(customer({ status: 'Completed' }), 'PENDING', 2);
    expect(alerts).toEqual([
      expect.objectContaining({ id: 'completed', close: true, route: '/home/pacientes', title: homeAlertTexts.completed.title }),
    ]);
    expect(alerts.map((a) => a.title)).not.toContain(homeAlertTexts.stagePending.title);
    // The form being complete as well does not show it twice.
    expect(ids(customer({ status: 'Completed' }), 'COMPLETED', 2)).toEqual(['completed']);
  });

  it('InviteBeneficiary (a status of section 4): the info alert to /home/subscription/resumen', () => {
    const alerts = homeAlerts(customer({ status: 'InviteBeneficiary' }), 'PENDING', 2);
    expect(alerts).toEqual([expect.objectContaining({ id: 'invite_beneficiary', type: 'info', route: '/home/subscription/resumen' })]);
    // The nudge for a holder without beneficiaries is the same alert: not twice.
    expect(ids(customer({ status: 'InviteBeneficiary' }), 'PENDING', 0)).toEqual(['invite_beneficiary']);
  });

  it('gives every status the portal type lists its own alert (none falls to a default)', () => {
    const every: Record<PaymentStatus, string> = {
      payment_pending: 'payment_pending',
      payment_confirmation_sent: 'payment_confirmation_sent',
      'En Mora': 'en_mora',
      Active: 'active',
      Completed: 'completed',
      InviteBeneficiary: 'invite_beneficiary',
    };
    for (const [status, id] of Object.entries(every)) expect(ids(customer({ status }), 'PENDING', 2)[0]).toBe(id);
  });

  describe('an unknown payment status', () => {
    afterEach(() => setLogSink(null));

    it('shows no alarming alert and is logged once', () => {
      const log = vi.fn();
      setLogSink(log);
      for (let i = 0; i < 3; i++) {
        const alerts = homeAlerts(customer({ status: 'Suspendido-X' }), 'PENDING', 2);
        expect(alerts.filter((a) => a.type === 'danger' || a.type === 'warning')).toEqual([]);
        expect(alerts.map((a) => a.title)).not.toContain(homeAlertTexts.stagePending.title);
      }
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0]![0]).toMatchObject({ where: 'home' });
      expect(String(log.mock.calls[0]![0].error)).toContain('Suspendido-X');
    });
  });

  it('shows nothing for sales staff', () => {
    expect(ids(customer({ role: 'Asesor', account: null, stage: null }))).toEqual([]);
  });
});
