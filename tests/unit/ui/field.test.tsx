import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../../../src/ui/checkbox.tsx';
import { Field } from '../../../src/ui/field.tsx';
import { Select } from '../../../src/ui/select.tsx';

afterEach(cleanup);

const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('Field', () => {
  it('ties a real <label> to the input', () => {
    render(<Field label="Correo electrónico" name="email" />);
    const input = screen.getByLabelText('Correo electrónico');
    expect(input.tagName).toBe('INPUT');
    expect(screen.getByText('Correo electrónico').tagName).toBe('LABEL');
  });

  it('passes autocomplete, type, inputmode and handlers through to the input', () => {
    const onInput = vi.fn();
    render(<Field label="Contraseña" type="password" autoComplete="current-password" inputMode="text" required onInput={onInput} />);
    const input = screen.getByLabelText('Contraseña') as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('current-password');
    expect(input.getAttribute('inputmode')).toBe('text');
    expect(input.required).toBe(true);
    fireEvent.input(input, { target: { value: 'x' } });
    expect(onInput).toHaveBeenCalledOnce();
  });

  it('is valid and described by its hint when there is no error', () => {
    render(<Field label="Teléfono" hint="Con prefijo, por ejemplo +34" />);
    const input = screen.getByLabelText('Teléfono');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(input)).toEqual(['Con prefijo, por ejemplo +34']);
  });

  // Issue 30: "Comprobando…" replaced a two-line hint at phone size, and everything below moved 21 px up and back
  // with each server check; a tap on the privacy tick then landed beside it (embed-host-page, CI).
  it('says a check under way in the hint place and keeps the hint there, hidden, holding its space', () => {
    const hint = 'Será tu usuario. Te enviaremos allí la confirmación.';
    const { rerender } = render(<Field label="Correo electrónico" hint={hint} status="Comprobando…" />);
    const input = screen.getByLabelText('Correo electrónico');
    const line = document.getElementById(input.getAttribute('aria-describedby')!)!;
    const [kept, status] = [...line.children] as HTMLElement[];
    expect(kept?.textContent).toBe(hint);
    expect(kept?.getAttribute('aria-hidden')).toBe('true');
    expect(status?.textContent).toBe('Comprobando…');
    rerender(<Field label="Correo electrónico" hint={hint} />);
    expect(line.textContent).toBe(hint);
    expect(line.children).toHaveLength(0);
  });

  it('marks the input invalid and reads the error before the hint', () => {
    render(<Field label="Teléfono" hint="Con prefijo" error="Escribe un teléfono válido" aria-describedby="extra" />);
    const input = screen.getByLabelText('Teléfono');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(
      input
        .getAttribute('aria-describedby')
        ?.split(' ')
        .slice(0, 2)
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(['Escribe un teléfono válido', 'Con prefijo']);
    expect(input.getAttribute('aria-describedby')?.endsWith(' extra')).toBe(true);
  });

  it('keeps a given id and gives each unnamed field its own', () => {
    render(
      <>
        <Field label="Uno" id="uno" />
        <Field label="Dos" />
        <Field label="Tres" />
      </>,
    );
    expect(screen.getByLabelText('Uno').id).toBe('uno');
    expect(screen.getByLabelText('Dos').id).not.toBe(screen.getByLabelText('Tres').id);
  });

  it('reaches the input with a ref so a form can focus its first error', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(<Field label="Nombre" ref={ref} />);
    expect(ref.current).toBe(screen.getByLabelText('Nombre'));
  });

  it('renders a trailing control inside the field', () => {
    render(<Field label="Contraseña" trailing={<button type="button">Mostrar contraseña</button>} />);
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeTruthy();
    expect(screen.getByLabelText('Contraseña').tagName).toBe('INPUT');
  });
});

describe('Select', () => {
  const options = [
    { value: 'dni', label: 'DNI' },
    { value: 'nie', label: 'NIE' },
  ];

  it('is a labelled native select with a placeholder that cannot be chosen', () => {
    render(<Select label="Tipo de documento" options={options} placeholder="Selecciona" defaultValue="" />);
    const select = screen.getByLabelText('Tipo de documento') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect([...select.options].map((o) => o.textContent)).toEqual(['Selecciona', 'DNI', 'NIE']);
    expect(select.options[0]?.disabled).toBe(true);
  });

  it('wires error and hint like Field', () => {
    render(<Select label="Tipo de documento" options={options} error="Elige un tipo" hint="El de tu tarjeta" />);
    const select = screen.getByLabelText('Tipo de documento');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(select)).toEqual(['Elige un tipo', 'El de tu tarjeta']);
  });

  it('reports the chosen value', () => {
    let chosen = '';
    render(<Select label="Tipo" options={options} onChange={(e) => (chosen = e.currentTarget.value)} />);
    const select = screen.getByLabelText('Tipo') as HTMLSelectElement;
    select.value = 'nie';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(chosen).toBe('nie');
  });
});

describe('Checkbox', () => {
  it('is a labelled checkbox that toggles', () => {
    const onChange = vi.fn();
    render(<Checkbox label="Acepto las condiciones" name="terms" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Acepto las condiciones' }) as HTMLInputElement;
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(onChange).toHaveBeenCalled();
  });

  it('carries aria-invalid and its error', () => {
    render(<Checkbox label="Acepto" error="Debes aceptar para continuar" />);
    const box = screen.getByRole('checkbox', { name: 'Acepto' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box)).toEqual(['Debes aceptar para continuar']);
  });
});
