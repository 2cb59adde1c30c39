// The PQR list, a filed PQR and its follow-up, driven like a person against the in-process sandbox: titular@'s three
// requests, a claim sent and given its reference, its status followed to the answer with "Actualizar el estado", the
// list that then shows it answered; a failed send that keeps everything typed; the empty list of a member without
// requests, and a dropped connection on the list with a "Reintentar" that works. Attaching a file is the browser
// file's (happy-dom does not deliver a file input's change to preact: pqr-form.test.tsx).
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { renderApp, signedIn } from '../app/render-app.tsx';

const harness = sandboxPerTest();

const WAIT = { timeout: 8_000 };
const SUBJECT = 'Cobro de una cuota ya pagada';
const DESCRIPTION = 'En octubre me habéis cobrado la cuota dos veces. Adjunto la factura del banco con los dos cargos.';
const ANSWER = 'Hemos anulado el segundo cargo; verás la devolución en 3 a 5 días hábiles.';
const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const type = (label: string, text: string) => fireEvent.input(field(label), { target: { value: text } });
const choose = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const requests = () => [...document.querySelectorAll<HTMLAnchorElement>('main ul[aria-label="Tus solicitudes"] a')];
const heading = () => document.querySelector('main h1')?.textContent;
const statusRegion = () => screen.getByRole('region', { name: 'Estado' });
const alert = () => {
  const shown = document.querySelector<HTMLElement>('main [role="alert"]');
  if (!shown) throw new Error('no alert yet');
  return shown;
};
const advance = (id: string, answer?: string) =>
  fetch(`http://sandbox.test/__sandbox/pqrs/${id}/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(answer ? { answer } : {}),
  });

async function fillClaim() {
  await screen.findByLabelText('Asunto', { exact: false }, WAIT);
  choose('Tipo de solicitud', 'reclamo');
  type('Asunto', SUBJECT);
  type('Descripción', DESCRIPTION);
  choose('¿Cómo prefieres que te contactemos?', 'email');
}

describe('PQR › list, filing and follow-up', { timeout: 20_000 }, () => {
  it('files a claim, shows its reference and follows its status to the answer; the list then shows it answered', async () => {
    await signedIn('titular@demo.es');
    const app = renderApp('/home/pqr');
    await waitFor(() => expect(requests()).toHaveLength(3), WAIT);
    fireEvent.click(screen.getAllByRole('link', { name: 'Nueva solicitud' })[0]!);
    await waitFor(() => expect(heading()).toBe('Nueva solicitud'), WAIT);
    await fillClaim();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));

    await screen.findByText('Hemos recibido tu solicitud. Tu número de referencia es PQR-2026-000161.', {}, WAIT);
    expect(heading()).toBe(SUBJECT);
    expect(within(statusRegion()).getAllByText('Recibida').length).toBeGreaterThan(0);
    const posts = (await harness.sandbox.log()).filter((r) => r.method === 'POST' && r.path === '/pqrs');
    expect(posts).toHaveLength(1);

    const id = app.path()!.split('?')[0]!.split('/').pop()!;
    await advance(id);
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar el estado' }));
    await waitFor(() => expect(within(statusRegion()).getAllByText('En trámite').length).toBeGreaterThan(0), WAIT);
    await advance(id, ANSWER);
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar el estado' }));
    await screen.findByText(ANSWER, {}, WAIT);
    expect(statusRegion().querySelectorAll('li')).toHaveLength(3);

    fireEvent.click(screen.getByRole('link', { name: 'Volver a mis solicitudes' }));
    await waitFor(() => expect(requests()).toHaveLength(4), WAIT);
    expect(requests()[0]!.textContent).toContain('Respondida');
  });

  it('keeps everything typed when the send fails, says why in Spanish, and sends on the retry', async () => {
    await signedIn('beneficiario@demo.es');
    renderApp('/home/pqr/new');
    await fillClaim();
    await harness.sandbox.fault({ method: 'POST', path: '/pqrs', status: 500 });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(alert().textContent).toContain('No hemos podido enviar tu solicitud'), WAIT);
    expect(field('Tipo de solicitud').value).toBe('reclamo');
    expect(field('Asunto').value).toBe(SUBJECT);
    expect(field('Descripción').value).toBe(DESCRIPTION);
    expect(field('¿Cómo prefieres que te contactemos?').value).toBe('email');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await screen.findByText(/Tu número de referencia es PQR-2026-000161/, {}, WAIT);
  });

  it('a member without requests is told so; a dropped connection on the list is said in Spanish and "Reintentar" works', async () => {
    await signedIn('corporativo@demo.es');
    await harness.sandbox.fault({ method: 'GET', path: '/pqrs', drop: true });
    renderApp('/home/pqr');
    await waitFor(() => expect(alert().textContent).toContain('No hemos podido conectar con el servidor'), WAIT);
    fireEvent.click(within(alert()).getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('heading', { name: 'Aún no has presentado ninguna solicitud' }, WAIT);
    expect(requests()).toEqual([]);
  });
});
