import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toast } from '../../../src/ui/toast.tsx';
import { ToastRegion } from '../../../src/ui/toast-region.tsx';

afterEach(cleanup);

const bar = (container: Element) => container.querySelector<HTMLElement>('div[aria-hidden="true"]');

describe('Toast', () => {
  it('shows its message and closes from a named close button', () => {
    const onClose = vi.fn();
    render(<Toast type="danger" message="Internal Error" closeLabel="Cerrar notificación" onClose={onClose} durationMs={3000} />);
    expect(screen.getByText('Internal Error')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar notificación' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('drains a progress bar over the remaining time', () => {
    const { container } = render(
      <Toast type="info" message="Guardado" closeLabel="Cerrar" onClose={() => {}} durationMs={3000} remainingMs={1500} />,
    );
    const progress = bar(container)!;
    expect(progress.style.animationDuration).toBe('1500ms');
    expect(progress.style.getPropertyValue('--from')).toBe('0.5');
    expect(progress.style.animationPlayState).toBe('running');
  });

  it('freezes the bar while paused and resumes it after', () => {
    const props = { type: 'success', message: 'Guardado', closeLabel: 'Cerrar', onClose: () => {}, durationMs: 3000 } as const;
    const { container, rerender } = render(<Toast {...props} paused />);
    expect(bar(container)!.style.animationPlayState).toBe('paused');
    rerender(<Toast {...props} paused={false} />);
    expect(bar(container)!.style.animationPlayState).toBe('running');
  });

  it('asks its owner to pause on hover and on focus, and to resume after', () => {
    const onPauseChange = vi.fn();
    const { container } = render(
      <Toast type="info" message="Guardado" closeLabel="Cerrar" onClose={() => {}} durationMs={3000} onPauseChange={onPauseChange} />,
    );
    const toast = container.firstElementChild as HTMLElement;
    fireEvent.mouseEnter(toast);
    fireEvent.mouseLeave(toast);
    expect(onPauseChange.mock.calls).toEqual([[true], [false]]);
    const close = screen.getByRole('button', { name: 'Cerrar' });
    fireEvent.focusIn(close);
    fireEvent.focusOut(close);
    expect(onPauseChange.mock.calls.slice(2)).toEqual([[true], [false]]);
  });

  it('has no bar when it waits for the user', () => {
    const { container } = render(<Toast type="warning" message="Revisa tus datos" closeLabel="Cerrar" onClose={() => {}} />);
    expect(bar(container)).toBeNull();
  });
});

describe('ToastRegion', () => {
  it('is one polite live region that reads new toasts on their own', () => {
    render(
      <ToastRegion>
        <Toast type="info" message="Guardado" closeLabel="Cerrar" onClose={() => {}} />
      </ToastRegion>,
    );
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.getAttribute('aria-atomic')).toBe('false');
    expect(region.textContent).toContain('Guardado');
  });

  it('exists while empty, so the first toast is announced', () => {
    render(<ToastRegion />);
    expect(screen.getByRole('status').childElementCount).toBe(0);
  });
});
