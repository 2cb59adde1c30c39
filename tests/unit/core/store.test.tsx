import { describe, expect, it, vi } from 'vitest';
import { render, act } from '@testing-library/preact';
import { createStore, store, useStore } from '../../../src/core/state/store.ts';

describe('store', () => {
  it('merges patches shallowly and notifies subscribers', () => {
    const s = createStore({ a: 1, b: 'x' });
    const listener = vi.fn();
    const stop = s.subscribe(listener);
    s.setState('a/set', { a: 2 });
    s.setState('b/set', (state) => ({ b: state.b + 'y' }));
    expect(s.getState()).toEqual({ a: 2, b: 'xy' });
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    s.setState('a/set', { a: 3 });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('30 states pushed, the last 25 kept with their action names', () => {
    const s = createStore({ n: 0 });
    for (let n = 1; n <= 30; n++) s.setState(`n/${n}`, { n });
    const history = s.getHistory();
    expect(history).toHaveLength(25);
    expect(history[0]).toEqual({ action: 'n/6', state: { n: 6 } });
    expect(history[24]).toEqual({ action: 'n/30', state: { n: 30 } });
  });

  it('reports every change to the Redux DevTools extension when one is given', () => {
    const connection = { init: vi.fn(), send: vi.fn() };
    const extension = { connect: vi.fn(() => connection) };
    const s = createStore({ n: 0 }, extension);
    s.setState('n/inc', { n: 1 });
    expect(extension.connect).toHaveBeenCalledWith(expect.objectContaining({ maxAge: 25 }));
    expect(connection.init).toHaveBeenCalledWith({ n: 0 });
    expect(connection.send).toHaveBeenCalledWith({ type: 'n/inc' }, { n: 1 });
  });

  it('useStore re-renders a component when its slice changes', () => {
    function Count() {
      const toasts = useStore((state) => state.toasts);
      return <p>{toasts.length} avisos</p>;
    }
    const view = render(<Count />);
    expect(view.container.textContent).toBe('0 avisos');
    act(() => {
      store.setState('test/toast', {
        toasts: [{ id: 1, type: 'info', message: 'Hola', durationMs: 3000, remainingMs: 3000, paused: false }],
      });
    });
    expect(view.container.textContent).toBe('1 avisos');
  });
});
