import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, pauseToast, resumeToast, showToast, toastDrawn } from '../../../src/core/feedback/toasts.ts';
import { store } from '../../../src/core/state/store.ts';

const toasts = () => store.getState().toasts;
/** Shows a toast and draws it at once, as the toast list does once its code is there. */
const shown = (...args: Parameters<typeof showToast>) => {
  const id = showToast(...args);
  if (id !== undefined) toastDrawn(id);
  return id;
};

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('disappears 3000 ms after it is drawn', () => {
    shown('Datos guardados', 'success');
    expect(toasts()[0]).toMatchObject({ message: 'Datos guardados', type: 'success', durationMs: 3000, remainingMs: 3000 });
    vi.advanceTimersByTime(2999);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toHaveLength(0);
  });

  it('prevents duplicates of a toast on screen', () => {
    expect(shown('Internal Error', 'error')).toBeTypeOf('number');
    expect(shown('Internal Error', 'error')).toBeUndefined();
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(3000);
    expect(shown('Internal Error', 'error')).toBeTypeOf('number');
  });

  it('pauses while hovered or focused and keeps the remaining time', () => {
    const id = shown('Hola')!;
    vi.advanceTimersByTime(1000);
    pauseToast(id);
    expect(toasts()[0]).toMatchObject({ paused: true, remainingMs: 2000 });
    vi.advanceTimersByTime(10_000);
    expect(toasts()).toHaveLength(1);
    resumeToast(id);
    expect(toasts()[0]!.paused).toBe(false);
    vi.advanceTimersByTime(1999);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toHaveLength(0);
  });

  it('counts its time from when it is drawn, not from when it was asked for (its code may still be loading)', () => {
    const id = showToast('Datos guardados', 'success')!;
    vi.advanceTimersByTime(10_000);
    expect(toasts()).toHaveLength(1);
    toastDrawn(id);
    toastDrawn(id);
    vi.advanceTimersByTime(2999);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toHaveLength(0);
  });

  it('closes on demand', () => {
    const id = shown('Adiós')!;
    dismissToast(id);
    expect(toasts()).toHaveLength(0);
  });

  it('keeps a toast that asks for an action until it is closed', () => {
    const run = vi.fn();
    const id = shown('No hemos podido cargar el portal', 'error', { label: 'Reintentar', run })!;
    vi.advanceTimersByTime(60_000);
    expect(toasts()).toHaveLength(1);
    toasts()[0]!.action!.run();
    expect(run).toHaveBeenCalled();
    dismissToast(id);
    expect(toasts()).toHaveLength(0);
  });
});
