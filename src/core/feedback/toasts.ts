import { TOAST_TIMEOUT_MS } from '../constants.ts';
import type { Toast, ToastAction, ToastType } from '../state/slices.ts';
import { store } from '../state/store.ts';
export type { Toast, ToastAction, ToastType } from '../state/slices.ts';

interface Timer {
  handle: ReturnType<typeof setTimeout>;
  startedAt: number;
}

const timers = new Map<number, Timer>();
let nextId = 1;

function update(action: string, id: number, patch: Partial<Toast>): void {
  store.setState(action, (s) => ({ toasts: s.toasts.map((t) => (t.id === id ? { ...t, ...patch } : t)) }));
}

function startTimer(id: number, ms: number): void {
  clearTimeout(timers.get(id)?.handle);
  timers.set(id, { handle: setTimeout(() => dismissToast(id), ms), startedAt: Date.now() });
}

/**
 * Shows a toast for TOAST_TIMEOUT_MS from when it is drawn (toastDrawn); a toast identical to one on screen is not
 * shown twice (returns undefined).
 */
export function showToast(message: string, type: ToastType = 'info', action?: ToastAction): number | undefined {
  if (store.getState().toasts.some((t) => t.message === message && t.type === type)) return undefined;
  const id = nextId++;
  const toast: Toast = { id, type, message, durationMs: TOAST_TIMEOUT_MS, remainingMs: TOAST_TIMEOUT_MS, paused: false };
  if (action) toast.action = action;
  store.setState('toasts/show', (s) => ({ toasts: [...s.toasts, toast] }));
  return id;
}

/**
 * The toast is on screen: its countdown starts now, not when it was asked for. The toasts' code loads with the first
 * toast (app-frame.tsx), and on a slow network that may take longer than a toast lasts: counted from the request,
 * it could go before anyone saw it. Once per toast; one that asks for an action, or is paused, does not count.
 */
export function toastDrawn(id: number): void {
  const toast = store.getState().toasts.find((t) => t.id === id);
  if (!toast || toast.action || toast.paused || timers.has(id)) return;
  startTimer(id, toast.remainingMs);
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer.handle);
  timers.delete(id);
  store.setState('toasts/dismiss', (s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}

/** Hover or focus: the countdown stops and keeps the time it had left. */
export function pauseToast(id: number): void {
  const timer = timers.get(id);
  const toast = store.getState().toasts.find((t) => t.id === id);
  if (!timer || !toast || toast.paused) return;
  clearTimeout(timer.handle);
  timers.delete(id);
  update('toasts/pause', id, { paused: true, remainingMs: Math.max(0, toast.remainingMs - (Date.now() - timer.startedAt)) });
}

export function resumeToast(id: number): void {
  const toast = store.getState().toasts.find((t) => t.id === id);
  if (!toast || !toast.paused) return;
  startTimer(id, toast.remainingMs);
  update('toasts/resume', id, { paused: false });
}
