import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Alert } from '../../../src/ui/alert.tsx';

afterEach(cleanup);

describe('Alert', () => {
  it('announces danger at once with role="alert"', () => {
    render(<Alert type="danger" title="Pago pendiente" message="Tu suscripción tiene un pago pendiente." />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Pago pendiente');
    expect(alert.textContent).toContain('Tu suscripción tiene un pago pendiente.');
  });

  it.each(['warning', 'success', 'info'] as const)('uses the polite role="status" for %s', (type) => {
    render(<Alert type={type} message="Pago en validación" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Pago en validación');
  });

  it('draws a decorative icon that differs per type', () => {
    const icons = (['danger', 'warning', 'success', 'info'] as const).map((type) => {
      const { container, unmount } = render(<Alert type={type} message="x" />);
      const svg = container.querySelector('svg')!;
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      const drawing = svg.innerHTML;
      unmount();
      return drawing;
    });
    expect(new Set(icons).size).toBe(4);
  });

  it('has no close button unless it is closable', () => {
    render(<Alert type="danger" message="Pago pendiente" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('calls onClose from a close button named by closeLabel', () => {
    const onClose = vi.fn();
    render(<Alert type="success" message="Completa tu perfil" onClose={onClose} closeLabel="Cerrar aviso" />);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('renders a link action when it has href, a button action otherwise', () => {
    const onClick = vi.fn();
    const { rerender } = render(<Alert type="danger" message="x" action={{ label: 'Pagar', href: '/home/payments/client', onClick }} />);
    const link = screen.getByRole('link', { name: 'Pagar' });
    expect(link.getAttribute('href')).toBe('/home/payments/client');
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();

    rerender(<Alert type="success" message="x" action={{ label: 'Ver servicios', onClick }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ver servicios' }));
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('changes its look, not its content, while leaving', () => {
    const { rerender } = render(<Alert type="info" message="Invita a tus beneficiarios" />);
    const before = screen.getByRole('status').className;
    rerender(<Alert type="info" message="Invita a tus beneficiarios" leaving />);
    const after = screen.getByRole('status');
    expect(after.className).not.toBe(before);
    expect(after.className.startsWith(before)).toBe(true);
    expect(after.textContent).toContain('Invita a tus beneficiarios');
  });
});
