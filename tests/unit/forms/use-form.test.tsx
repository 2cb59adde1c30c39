import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/core/errors/error-message.ts';
import { email, mustAccept, required } from '../../../src/forms/rules.ts';
import { useForm } from '../../../src/forms/use-form.ts';
import { Checkbox } from '../../../src/ui/checkbox.tsx';
import { Field } from '../../../src/ui/field.tsx';
import { formTexts as t } from '../../../src/i18n/forms.ts';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

type Values = { name: string; email: string; password: string; terms: boolean };

function Form({ onSubmit }: { onSubmit: (v: Values) => Promise<void> | void }) {
  const form = useForm<Values>({
    id: 'f',
    initial: { name: '', email: '', password: '', terms: false },
    rules: { name: [required()], email: [required(), email()], terms: [mustAccept()] },
    draft: { key: 'test' },
    onSubmit,
  });
  return (
    <form onSubmit={form.submit} noValidate>
      {form.failure && <p role="alert">{form.failure}</p>}
      <Field label="Nombre" {...form.field('name')} />
      <Field label="Correo" {...form.field('email')} />
      <Field label="Contraseña" type="password" {...form.field('password')} />
      <Checkbox label="Acepto" {...form.checkbox('terms')} />
      <button type="submit">Enviar</button>
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('useForm', () => {
  it('shows a field error only after the field is left, and updates it while typing', async () => {
    render(<Form onSubmit={() => {}} />);
    type('Correo', 'ana@');
    expect(screen.queryByText(t.email)).toBeNull();
    fireEvent.focusOut(screen.getByLabelText('Correo'));
    expect(await screen.findByText(t.email)).toBeTruthy();
    type('Correo', 'ana@correo.es');
    await waitFor(() => expect(screen.queryByText(t.email)).toBeNull());
  });

  it('on submit with errors shows them all, focuses the first and does not submit', async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    fireEvent.click(screen.getByText('Enviar'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Nombre')));
    expect(screen.getAllByText(t.required)).toHaveLength(2);
    expect(screen.getByText(t.mustAccept)).toBeTruthy();
    expect(screen.getByLabelText('Nombre').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits valid values; a 422 puts the server messages beside their fields and keeps every value', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError('Revisa los datos marcados.', {
        status: 422,
        data: { message: 'Revisa los datos marcados.', fields: { email: 'Ya existe una cuenta con ese correo electrónico.' } },
      });
    });
    render(<Form onSubmit={onSubmit} />);
    type('Nombre', 'Ana');
    type('Correo', 'ana@correo.es');
    fireEvent.click(screen.getByLabelText('Acepto'));
    fireEvent.click(screen.getByText('Enviar'));
    expect(await screen.findByText('Ya existe una cuenta con ese correo electrónico.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Revisa los datos marcados.');
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@correo.es', password: '', terms: true });
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Ana');
    // Changing the field clears the server's message about it.
    type('Correo', 'otra@correo.es');
    await waitFor(() => expect(screen.queryByText('Ya existe una cuenta con ese correo electrónico.')).toBeNull());
  });

  it('restores a draft after a remount, but never the password', async () => {
    const first = render(<Form onSubmit={() => {}} />);
    type('Nombre', 'Ana');
    type('Contraseña', 'Segura2026');
    fireEvent.click(screen.getByLabelText('Acepto'));
    first.unmount();
    render(<Form onSubmit={() => {}} />);
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Ana');
    expect((screen.getByLabelText('Acepto') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Contraseña') as HTMLInputElement).value).toBe('');
    expect(JSON.stringify(sessionStorage)).not.toContain('Segura2026');
  });
});
