import { ALERT_FADE_MS, ALERT_SHOW_DELAY_MS } from '../constants.ts';
import type { AlertInput } from '../state/slices.ts';
import { store } from '../state/store.ts';
export type { Alert, AlertInput, AlertType } from '../state/slices.ts';

let nextId = 1;
/** Alerts dismissed before their show delay ran must not reappear. */
const leaving = new Set<number>();
const timers = new Set<ReturnType<typeof setTimeout>>();

function later(fn: () => void, ms: number): void {
  const handle = setTimeout(() => {
    timers.delete(handle);
    fn();
  }, ms);
  timers.add(handle);
}

function sameFields(a: AlertInput, b: AlertInput): boolean {
  return (
    a.type === b.type &&
    a.title === b.title &&
    a.message === b.message &&
    a.close === b.close &&
    a.buttonTitle === b.buttonTitle &&
    a.route === b.route
  );
}

function setShow(id: number, show: boolean): void {
  store.setState(show ? 'alerts/show' : 'alerts/fade', (s) => ({
    alerts: s.alerts.map((a) => (a.id === id ? { ...a, show } : a)),
  }));
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Queues an alert that appears ALERT_SHOW_DELAY_MS later; one identical to a queued alert is ignored. */
export function addAlert(input: AlertInput): number | undefined {
  if (store.getState().alerts.some((a) => sameFields(a, input))) return undefined;
  const id = nextId++;
  store.setState('alerts/add', (s) => ({ alerts: [...s.alerts, { ...input, id, show: false }] }));
  later(() => {
    if (!leaving.has(id)) setShow(id, true);
  }, ALERT_SHOW_DELAY_MS);
  return id;
}

/** Fades the alert out and removes it ALERT_FADE_MS later; at once when the user asked for reduced motion. */
export function dismissAlert(id: number): void {
  leaving.add(id);
  const remove = () => {
    leaving.delete(id);
    store.setState('alerts/remove', (s) => ({ alerts: s.alerts.filter((a) => a.id !== id) }));
  };
  if (prefersReducedMotion()) {
    remove();
    return;
  }
  setShow(id, false);
  later(remove, ALERT_FADE_MS);
}

/** The home screen clears every alert before deciding which one the payment status calls for. */
export function clearAlerts(): void {
  timers.forEach(clearTimeout);
  timers.clear();
  leaving.clear();
  store.setState('alerts/clear', { alerts: [] });
}
