// The card screen driven like a person, against the in-process sandbox: the person's own card and its QR
// value, and the copy kept on the device when the network is gone.
import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/preact';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { signOut } from '../../../src/app/sign-out.ts';
import { renderApp, signedIn } from '../app/render-app.tsx';

// Generous: the lazy screen, the configuration exchange and the calls all run on a shared, busy machine.
const WAIT = { timeout: 8_000 };
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, WAIT);

const harness = sandboxPerTest();

async function cardOf(username: string) {
  await signedIn(username);
  renderApp('/home/carne');
  await heading('Carné de afiliación');
  return screen.findByTestId('member-card', {}, WAIT);
}

describe('Carné de afiliación', { timeout: 20_000 }, () => {
  it('shows the holder’s card with a QR code of her verification URL', async () => {
    const card = await cardOf('titular@demo.es');
    expect(card.querySelector('h2')?.textContent).toBe('Lucía Martín García');
    expect(screen.getByTestId('member-number').textContent).toBe('2023-00141-01');
    const qr = screen.getByRole('img', { name: 'Código QR para verificar el carné n.º 2023-00141-01' });
    expect(qr.getAttribute('data-qr-value')).toMatch(/\/cards\/verify\/2023-00141-01\.\d+\.[\w-]{43}$/);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
  });

  it('shows a beneficiary their own card, naming the holder', async () => {
    const card = await cardOf('beneficiario@demo.es');
    expect(card.textContent).toContain('Beneficiario/a de Lucía Martín García');
    expect(screen.getByTestId('member-number').textContent).toBe('2023-00141-02');
  });

  it('shows the copy saved on the last visit when the connection drops, and says so', async () => {
    await cardOf('titular@demo.es');
    cleanup();
    await harness.sandbox.fault({ method: 'GET', path: '/cards/*', drop: true });
    renderApp('/home/carne');
    await screen.findByText(/Sin conexión: estás viendo la copia guardada el/, {}, WAIT);
    expect(screen.getByTestId('member-number').textContent).toBe('2023-00141-01');
  });

  it('says the card could not load (a 500 is not "offline"), with a retry', async () => {
    await signedIn('titular@demo.es');
    await harness.sandbox.fault({ method: 'GET', path: '/cards/*', status: 500 });
    renderApp('/home/carne');
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('No hemos podido cargar tu carné');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('leaves no card on the device after signing out', async () => {
    await cardOf('titular@demo.es');
    expect(localStorage.getItem('portal:carne')).toContain('2023-00141-01');
    signOut();
    expect(localStorage.getItem('portal:carne')).toBeNull();
  });
});
