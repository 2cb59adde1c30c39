// Mi Perfil › Avisos and the unsubscribe page, driven like a person against the in-process sandbox: the defaults,
// a save announced in the status region, a failed load with its retry, a failed save that keeps the ticks, and
// the one-use link (done, then already done, and a made-up one).
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { renderApp, signedIn } from '../app/render-app.tsx';

const harness = sandboxPerTest();

const WAIT = { timeout: 8_000 };
const AVISOS = '/home/pacientes/avisos';
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
/** The form's own status region (the toast region is another). */
const status = () => within(screen.getByRole('form', { name: 'Avisos' })).getByRole('status');
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar avisos' }));

async function openAvisos() {
  renderApp(AVISOS);
  await screen.findByRole('heading', { level: 1, name: 'Avisos' }, WAIT);
  await screen.findByRole('checkbox', { name: 'Correo — Recordatorio de cita 24 h antes' }, WAIT);
}

describe('Avisos', { timeout: 20_000 }, () => {
  it('shows the defaults in words and in the ticks: correo on, SMS off', async () => {
    await signedIn('titular@demo.es');
    await openAvisos();
    expect(screen.getByText('Si no cambias nada, te avisamos de todo por correo y no te enviamos SMS.')).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(12);
    expect(box('Correo — Pago rechazado').checked).toBe(true);
    expect(box('SMS — Recordatorio de cita 2 h antes').checked).toBe(false);
  });

  it('offers a beneficiary only what can reach them', async () => {
    await signedIn('beneficiario@demo.es');
    await openAvisos();
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
    expect(screen.queryByRole('checkbox', { name: 'Correo — Aviso de cobro 3 días antes' })).toBeNull();
  });

  it('saves, says so in the status region, and shows the saved choice next time', async () => {
    await signedIn('titular@demo.es');
    await openAvisos();
    fireEvent.click(box('SMS — Recordatorio de cita 2 h antes'));
    expect(status().textContent).toBe('Tienes cambios sin guardar.');
    save();
    await waitFor(() => expect(status().textContent).toBe('Hemos guardado tus avisos.'), WAIT);
    cleanup();
    await openAvisos();
    expect(box('SMS — Recordatorio de cita 2 h antes').checked).toBe(true);
  });

  it('a failed load offers a retry that works; a failed save keeps the ticks and says why', async () => {
    await signedIn('titular@demo.es');
    await harness.sandbox.fault({ method: 'GET', path: '/customers/*/notification-preferences', status: 500 });
    renderApp(AVISOS);
    await screen.findByText('No hemos podido cargar tus avisos', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('checkbox', { name: 'Correo — Recordatorio de cita 24 h antes' }, WAIT);
    await harness.sandbox.fault({ method: 'PUT', path: '/customers/*/notification-preferences', status: 500 });
    fireEvent.click(box('Correo — Respuesta a tu PQR'));
    save();
    await screen.findByText('No hemos podido guardar tus avisos. Inténtalo de nuevo.', {}, WAIT);
    expect(box('Correo — Respuesta a tu PQR').checked).toBe(false);
    expect(status().textContent).toBe('Tienes cambios sin guardar.');
  });
});

describe('the unsubscribe link', { timeout: 20_000 }, () => {
  it('turns the notice off without signing in, then says it was already done; a made-up link is refused', async () => {
    // A PQR answered sends titular@ an e-mail whose link carries the token.
    await fetch('http://sandbox.test/__sandbox/pqrs/pqr-1003/advance', { method: 'POST' });
    const [message] = (await (await fetch('http://sandbox.test/__sandbox/outbox?kind=pqr_answered')).json()) as { link: string }[];
    const link = new URL(message!.link);
    renderApp(`${link.pathname}${link.search}`);
    await screen.findByText('Listo: ya no te enviaremos «Respuesta a tu PQR» por correo.', {}, WAIT);
    cleanup();
    renderApp(`${link.pathname}${link.search}`);
    await screen.findByRole('heading', { level: 1, name: 'Ya te habías dado de baja de estos avisos' }, WAIT);
    cleanup();
    renderApp('/public/avisos/baja?token=inventado');
    await screen.findByRole('heading', { level: 1, name: 'Este enlace de baja no es válido' }, WAIT);
  });
});
