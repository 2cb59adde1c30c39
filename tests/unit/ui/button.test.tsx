import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../../src/ui/button.tsx';
import { IconButton } from '../../../src/ui/icon-button.tsx';
import { X } from '../../../src/ui/icons.ts';

afterEach(cleanup);

describe('Button', () => {
  it('is a type="button" button by default, so it never submits a form by accident', () => {
    render(<Button>Continuar</Button>);
    expect(screen.getByRole('button', { name: 'Continuar' }).getAttribute('type')).toBe('button');
  });

  it('passes type="submit" and other native props through', () => {
    const onClick = vi.fn();
    render(
      <Button type="submit" name="go" onClick={onClick}>
        Entrar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Entrar' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.getAttribute('name')).toBe('go');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('renders a link when given href', () => {
    render(<Button href="/home/payments/client">Pagar ahora</Button>);
    const link = screen.getByRole('link', { name: 'Pagar ahora' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/home/payments/client');
  });

  it('while loading is busy, aria-disabled, still focusable, and swallows clicks', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Entrar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Entrar' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    button.focus();
    expect(document.activeElement).toBe(button);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(onClick).not.toHaveBeenCalled();
    expect(click.defaultPrevented).toBe(true);
  });

  it('is natively disabled when disabled', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Guardar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('gives each variant its own look', () => {
    render(
      <>
        <Button variant="primary">a</Button>
        <Button variant="secondary">b</Button>
        <Button variant="ghost">c</Button>
        <Button variant="danger">d</Button>
      </>,
    );
    const classes = ['a', 'b', 'c', 'd'].map((name) => screen.getByRole('button', { name }).className);
    expect(new Set(classes).size).toBe(4);
  });

  it('keeps leading icons out of the accessible name', () => {
    render(<Button icon={X}>Cerrar sesión</Button>);
    const button = screen.getByRole('button', { name: 'Cerrar sesión' });
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('IconButton', () => {
  it('is named by its label, not by the icon', () => {
    const onClick = vi.fn();
    render(<IconButton icon={X} label="Cerrar aviso" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Cerrar aviso' });
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
