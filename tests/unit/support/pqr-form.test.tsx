// The PQR form driven like a person against the in-process sandbox: the shared field rules on submit, a draft
// that survives a remount, and the role rule of the route (the attachment checks run in the browser test:
// happy-dom does not deliver a file input's change to preact).
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { renderApp, signedIn } from '../app/render-app.tsx';

sandboxPerTest();

const WAIT = { timeout: 8_000 };
const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const type = (label: string, text: string) => fireEvent.input(field(label), { target: { value: text } });

async function openForm() {
  const app = renderApp('/home/pqr/new');
  await screen.findByRole('heading', { level: 1, name: 'Nueva solicitud' }, WAIT);
  await screen.findByLabelText('Asunto', {}, WAIT);
  return app;
}

describe('PQR form', () => {
  it('shows every rule’s Spanish message on an empty submit and focuses the first wrong field', async () => {
    await signedIn('titular@demo.es');
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(field('Tipo de solicitud').getAttribute('aria-invalid')).toBe('true'), WAIT);
    expect(screen.getAllByText('Elige una opción.')).toHaveLength(2);
    expect(screen.getAllByText('Este campo es obligatorio.')).toHaveLength(2);
    expect(document.activeElement).toBe(field('Tipo de solicitud'));
  });

  it('keeps what was typed across a remount (a reload)', async () => {
    await signedIn('beneficiario@demo.es');
    await openForm();
    type('Asunto', 'Cita cancelada sin aviso');
    cleanup();
    await openForm();
    expect(field('Asunto').value).toBe('Cita cancelada sin aviso');
  });

  it('is not for sales staff: they go home', async () => {
    await signedIn('vendedor@demo.es');
    const app = renderApp('/home/pqr');
    await waitFor(() => expect(app.path()).toBe('/home'), WAIT);
  });
});
