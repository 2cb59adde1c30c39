// The e-mail confirmation link (/auth/confirm?token=…) against the in-process sandbox: a failed call is said in the
// page's titled card with a working retry (RemoteView), and an unknown link is an answer with its own page, no retry.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { renderApp } from '../app/render-app.tsx';

const harness = sandboxPerTest();
const WAIT = { timeout: 8_000 };

describe('the confirmation link', { timeout: 20_000 }, () => {
  it('a 500 shows the failure in the titled card with a retry; retried, an unknown link gets its own page', async () => {
    await harness.sandbox.fault({ method: 'POST', path: '/customers/confirmations', status: 500 });
    renderApp('/auth/confirm?token=no-existe');
    const title = await screen.findByRole('heading', { level: 2, name: 'No hemos podido confirmar tu correo' }, WAIT);
    const failure = title.closest('[role="alert"]')!;
    expect(failure).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirmar afiliación' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('heading', { level: 1, name: 'No hemos podido confirmar tu afiliación' }, WAIT);
    expect(screen.getByText('Revisa que el enlace esté completo o regístrate de nuevo.').closest('[role="alert"]')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Volver a registrarme' })).toBeTruthy();
  });
});
