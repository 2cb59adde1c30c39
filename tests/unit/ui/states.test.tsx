import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyState } from '../../../src/ui/empty-state.tsx';
import { ErrorState } from '../../../src/ui/error-state.tsx';
import { Inbox } from '../../../src/ui/icons.ts';
import { Skeleton } from '../../../src/ui/skeleton.tsx';
import { Spinner } from '../../../src/ui/spinner.tsx';

afterEach(cleanup);

describe('Spinner', () => {
  it('is a status named by its label, with the label hidden only visually', () => {
    render(<Spinner label="Cargando tus pagos" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Cargando tus pagos');
    expect(screen.getByText('Cargando tus pagos').className).toBe('visually-hidden');
  });

  it('can show its label', () => {
    render(<Spinner label="Cargando" showLabel />);
    expect(screen.getByText('Cargando').className).toBe('');
  });
});

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton lines={3} />);
    const root = container.firstElementChild!;
    expect(root.getAttribute('aria-hidden')).toBe('true');
    expect(root.childElementCount).toBe(3);
  });

  it('takes the given size', () => {
    const { container } = render(<Skeleton width="48px" height="48px" circle />);
    const block = container.firstElementChild as HTMLElement;
    expect([block.style.width, block.style.height]).toEqual(['48px', '48px']);
  });
});

describe('EmptyState', () => {
  it('titles the empty list with a heading and offers the next step', () => {
    render(
      <EmptyState
        title="Aún no tienes beneficiarios"
        message="Invita a tu familia"
        icon={Inbox}
        action={<button type="button">Invitar</button>}
        level={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Aún no tienes beneficiarios' })).toBeTruthy();
    expect(screen.getByText('Invita a tu familia')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invitar' })).toBeTruthy();
  });
});

describe('ErrorState', () => {
  it('is announced as an alert and retries from its button', () => {
    const onRetry = vi.fn();
    render(<ErrorState title="No pudimos cargar tus pagos" retryLabel="Reintentar" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('No pudimos cargar tus pagos');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('No pudimos cargar tus pagos');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('marks the retry button busy while retrying and ignores more clicks', () => {
    const onRetry = vi.fn();
    render(<ErrorState title="Error" retryLabel="Reintentar" onRetry={onRetry} retrying />);
    const button = screen.getByRole('button', { name: 'Reintentar' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });
});
