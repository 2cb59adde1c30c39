// The plan change's failures (from member-upgrade.e2e.ts), driven like a person against the in-process sandbox: the
// options that cannot load are said in Spanish with a "Reintentar" that works, and a failed confirmation keeps the
// member's choice and sends it on the next try; then the extension screen prices a service.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { renderApp, signedIn } from '../app/render-app.tsx';

const harness = sandboxPerTest();
// The first screen of the file compiles the area's chunk on two shared, busy cores.
const WAIT = { timeout: 15_000 };
const FAMILIAR_PLUS = /Plan Familiar Plus/;
const alertWith = (text: string) =>
  screen.findByText((_, node) => node?.getAttribute('role') === 'alert' && !!node.textContent?.includes(text), {}, WAIT);

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('plan change › failures', { timeout: 40_000 }, () => {
  it('says in Spanish when the options cannot load, retries, and keeps the choice when the confirmation fails', async () => {
    await signedIn('titular@demo.es');
    await harness.sandbox.fault({ method: 'GET', path: '/subscriptions/*', status: 500 });
    const app = renderApp('/home/subscription/upgradeSubscription');
    const failed = await alertWith('No hemos podido cargar las opciones de tu plan');
    expect(failed.textContent).toContain('Error simulado por el sandbox (500).');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    fireEvent.click(await screen.findByRole('radio', { name: FAMILIAR_PLUS }, WAIT));
    await screen.findByTestId('new-price', {}, WAIT);

    await harness.sandbox.fault({ method: 'POST', path: '/subscriptions/*/changes', status: 500 });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar y pagar' }));
    await alertWith('Tu elección sigue aquí');
    expect((screen.getByRole('radio', { name: FAMILIAR_PLUS }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar y pagar' }));
    await waitFor(() => expect(app.path()).toMatch(/^~?\/home\/payments\/upgrade$/), WAIT);
    const changes = (await harness.sandbox.log()).filter((r) => r.method === 'POST' && r.path.endsWith('/changes'));
    expect(changes.map((r) => r.status)).toEqual([500, 201]);
    cleanup();

    // The extension screen (the browser test's last step, on a phone): a service chosen brings the new fee.
    renderApp('/home/subscription/extendedSubscription');
    fireEvent.click(await screen.findByRole('checkbox', { name: /Fisioterapia/ }, WAIT));
    expect((await screen.findByTestId('new-price', {}, WAIT)).textContent).toMatch(/€ al mes$/);
  });
});
