// Mi Perfil driven like a person against the in-process sandbox: prefilled from the customer record, the
// server's field messages beside their fields, and a draft that survives a remount (a reload).
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { renderApp, signedIn } from '../app/render-app.tsx';

sandboxPerTest();

const WAIT = { timeout: 8_000 };
const value = (label: string) => (screen.getByLabelText(label, { exact: true }) as HTMLInputElement).value;
const type = (label: string, text: string) => fireEvent.input(screen.getByLabelText(label, { exact: true }), { target: { value: text } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar perfil' }));

async function profileOf(username: string) {
  renderApp('/home/pacientes');
  await screen.findByRole('heading', { level: 1, name: 'Mi Perfil' }, WAIT);
  await screen.findByLabelText('Alergias', { exact: true }, WAIT);
  return username;
}

describe('Mi Perfil', { timeout: 20_000 }, () => {
  it('is prefilled from the customer record and the saved answers', async () => {
    await signedIn('titular@demo.es');
    await profileOf('titular@demo.es');
    expect(value('Nombre')).toBe('Lucía');
    expect(value('Código postal')).toBe('28028');
    expect(value('Grupo sanguíneo')).toBe('0+');
  });

  it('checks each answer with the shared field rules before sending, and keeps what was typed', async () => {
    await signedIn('titular@demo.es');
    await profileOf('titular@demo.es');
    type('Código postal', '99999');
    type('Alergias', 'Polen');
    save();
    await waitFor(() => expect(screen.getByLabelText('Código postal').getAttribute('aria-invalid')).toBe('true'), WAIT);
    expect(screen.getByText('Escribe un código postal español de 5 cifras.')).toBeTruthy();
    expect(document.activeElement?.id).toBe('perfil-postal_code');
    expect(value('Alergias')).toBe('Polen');
  });

  it('keeps unsaved answers across a remount, and says it recovered them', async () => {
    await signedIn('titular@demo.es');
    await profileOf('titular@demo.es');
    type('Enfermedades crónicas', 'Asma leve');
    cleanup();
    await profileOf('titular@demo.es');
    expect(value('Enfermedades crónicas')).toBe('Asma leve');
    expect(screen.getByText('Hemos recuperado los cambios que no llegaste a guardar.')).toBeTruthy();
  });

  it('says how many answers are missing after a partial save', async () => {
    await signedIn('beneficiario@demo.es');
    await profileOf('beneficiario@demo.es');
    type('Alergias', 'Ninguna');
    save();
    await screen.findByText('Faltan 4 datos para completar tu perfil.', {}, WAIT);
  });
});
