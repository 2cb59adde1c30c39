import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addAlert, clearAlerts, dismissAlert, type AlertInput } from '../../../src/core/feedback/alerts.ts';
import { store } from '../../../src/core/state/store.ts';
import { ALERT_FADE_MS, ALERT_SHOW_DELAY_MS } from '../../../src/core/constants.ts';

const pending: AlertInput = {
  type: 'danger',
  title: 'Pago pendiente',
  message: 'Completa el pago para activar tu membresía.',
  close: false,
  buttonTitle: 'Pagar',
  route: '/home/payments/client',
};
const alerts = () => store.getState().alerts;

function reducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query.includes('reduce'), media: query }));
}

describe('alerts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearAlerts();
    reducedMotion(false);
    return () => vi.unstubAllGlobals();
  });

  it('uses the spec timings', () => {
    expect([ALERT_SHOW_DELAY_MS, ALERT_FADE_MS]).toEqual([10, 500]);
  });

  it('shows a queued alert 10 ms later, with every field of the spec', () => {
    const id = addAlert(pending);
    expect(alerts()).toEqual([{ ...pending, id, show: false }]);
    vi.advanceTimersByTime(9);
    expect(alerts()[0]!.show).toBe(false);
    vi.advanceTimersByTime(1);
    expect(alerts()[0]!.show).toBe(true);
  });

  it('ignores an alert identical to one already queued, but not one that differs in a field', () => {
    addAlert(pending);
    expect(addAlert({ ...pending })).toBeUndefined();
    expect(alerts()).toHaveLength(1);
    expect(addAlert({ ...pending, close: true })).toBeTypeOf('number');
    expect(alerts()).toHaveLength(2);
  });

  it('fades a dismissed alert and removes it 500 ms later', () => {
    const id = addAlert({ type: 'success', message: 'Completa tu perfil', close: true, buttonTitle: 'Ver servicios' })!;
    vi.advanceTimersByTime(10);
    dismissAlert(id);
    expect(alerts()[0]!.show).toBe(false);
    vi.advanceTimersByTime(499);
    expect(alerts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(alerts()).toHaveLength(0);
  });

  it('removes at once, without fade, under prefers-reduced-motion', () => {
    reducedMotion(true);
    const id = addAlert({ type: 'info', message: 'Invita a tus beneficiarios', close: true })!;
    vi.advanceTimersByTime(10);
    dismissAlert(id);
    expect(alerts()).toHaveLength(0);
  });

  it('does not bring back an alert dismissed before its show delay', () => {
    const id = addAlert({ type: 'warning', message: 'Pago en validación', close: true })!;
    dismissAlert(id);
    vi.advanceTimersByTime(10);
    expect(alerts()[0]?.show).toBe(false);
    vi.advanceTimersByTime(500);
    expect(alerts()).toHaveLength(0);
  });

  it('clearAlerts empties the queue and cancels pending timers', () => {
    addAlert(pending);
    addAlert({ type: 'info', message: 'Otro', close: true });
    clearAlerts();
    vi.advanceTimersByTime(1000);
    expect(alerts()).toEqual([]);
  });
});
