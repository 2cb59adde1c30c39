import { describe, expect, it } from 'vitest';
import { homeAlerts, type HomeCustomer } from '../../../src/features/home/home-alerts.ts';
import { shownStatus } from '../../../src/core/access/shown-status.ts';

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

  it('shows nothing for sales staff', () => {
    expect(ids(customer({ role: 'Asesor', account: null, stage: null }))).toEqual([]);
  });
});
