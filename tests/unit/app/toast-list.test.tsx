// The toast list starts each toast's countdown when it draws it (core/feedback/toasts.ts): a toast asked for while
// the list's code was still loading gets its whole 3000 ms on screen.
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../../../src/app/frame/toast-list.tsx';
import { showToast } from '../../../src/core/feedback/toasts.ts';
import { TOAST_TIMEOUT_MS } from '../../../src/core/constants.ts';

afterEach(cleanup);

describe('the toast list', () => {
  it('keeps a toast asked for before it was drawn for its whole time once drawn', () => {
    vi.useFakeTimers();
    showToast('Datos guardados', 'success');
    // The list's code took 5 s to arrive (a slow network).
    vi.advanceTimersByTime(5_000);
    render(<Toasts />);
    act(() => {
      vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1);
    });
    expect(screen.queryByText('Datos guardados')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Datos guardados')).toBeNull();
  });
});
