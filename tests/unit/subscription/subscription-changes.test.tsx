// Mi suscripción beyond the first look, driven like a person against the in-process sandbox: the company plan of
// corporativo@ (no upgrade, no beneficiaries yet), the family plan's limit reached and a fifth refused with the
// sandbox's reason and the form kept, and the failures (the subscription, the beneficiaries, a save) said in Spanish
// with a retry that works and nothing typed lost.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { renderApp, signedIn } from '../app/render-app.tsx';

const harness = sandboxPerTest();

// The first screen of the file compiles the area's chunk on two shared, busy cores.
const WAIT = { timeout: 15_000 };
const RESUMEN = '/home/subscription/resumen';
const input = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label, { exact: true }), { target: { value } });
const choose = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const rowOf = (name: string) => screen.queryAllByTestId('beneficiary').find((row) => within(row).queryByRole('heading', { name }));
const alert = (text: string) => {
  const shown = [...document.querySelectorAll<HTMLElement>('main [role="alert"]')].find((node) => node.textContent?.includes(text));
  if (!shown) throw new Error(`no alert with ${text} yet`);
  return shown;
};
const beneficiariesShown = () => screen.findByRole('heading', { name: 'Beneficiarios', exact: true }, WAIT);

/** Opens the form and fills a child under 14 (no document), as the browser test did. */
async function fillChild(first: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Añadir beneficiario' }));
  await screen.findByLabelText('Parentesco', {}, WAIT);
  input('Nombre', first);
  input('Primer apellido', 'Martín');
  choose('Parentesco', 'HIJO');
  choose('Tipo de documento', 'MENOR');
  input('Fecha de nacimiento', '2021-09-14');
  choose('Género', 'M');
}
const send = () =>
  fireEvent.click(within(screen.getByRole('region', { name: 'Nuevo beneficiario' })).getByRole('button', { name: 'Añadir beneficiario' }));

describe('Mi suscripción › plans, limit and failures', { timeout: 40_000 }, () => {
  it('shows corporativo@ the company plan, with no upgrade and no beneficiaries yet', async () => {
    await signedIn('corporativo@demo.es');
    renderApp(RESUMEN);
    await beneficiariesShown();
    expect(screen.getByRole('heading', { name: 'Plan Empresas' })).toBeTruthy();
    expect(screen.getByText(/Tu plan lo contrata tu empresa/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Mejorar mi plan' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Aún no has añadido beneficiarios' })).toBeTruthy();
  });

  it('fills the family plan to its limit of 4, then a fifth is refused with the sandbox’s reason and the form kept', async () => {
    await signedIn('titular@demo.es');
    renderApp(RESUMEN);
    await beneficiariesShown();
    for (const name of ['Hugo', 'Leo']) {
      await fillChild(name);
      send();
      await waitFor(() => expect(rowOf(`${name} Martín`)).toBeTruthy(), WAIT);
    }
    expect(screen.getByTestId('beneficiary-limit').textContent).toContain('Has llegado al máximo de 4 beneficiarios');
    await fillChild('Mario');
    send();
    await screen.findByText(/Tu Plan Familiar admite hasta 4 beneficiarios y ya los tienes\./, {}, WAIT);
    expect(screen.getByText(/Tu plan no admite más beneficiarios/)).toBeTruthy();
    expect((screen.getByLabelText('Nombre', { exact: true }) as HTMLInputElement).value).toBe('Mario');
  });

  it('a failed subscription is said in Spanish with "Reintentar"; a failed save keeps the form and sends on the next try', async () => {
    await signedIn('titular@demo.es');
    await harness.sandbox.fault({ method: 'GET', path: '/subscriptions/*', status: 500 });
    renderApp(RESUMEN);
    const subscription = await waitFor(() => alert('No hemos podido cargar tu suscripción'), WAIT);
    expect(subscription.textContent).toContain('Error simulado por el sandbox (500).');
    fireEvent.click(within(subscription).getByRole('button', { name: 'Reintentar' }));
    await beneficiariesShown();

    await fillChild('Hugo');
    await harness.sandbox.fault({ method: 'POST', path: '/beneficiaries', status: 500 });
    send();
    await waitFor(() => alert('Lo que has escrito sigue aquí'), WAIT);
    expect((screen.getByLabelText('Nombre', { exact: true }) as HTMLInputElement).value).toBe('Hugo');
    send();
    await waitFor(() => expect(rowOf('Hugo Martín')).toBeTruthy(), WAIT);
  });

  it('the spec’s "Error fetching beneficiaries" reaches the member in Spanish, and "Reintentar" lists them', async () => {
    await signedIn('titular@demo.es');
    await harness.sandbox.fault({ method: 'GET', path: '/beneficiaries', status: 500, count: 2 });
    renderApp(RESUMEN);
    const failed = await waitFor(() => alert('No hemos podido cargar tus beneficiarios.'), WAIT);
    fireEvent.click(within(failed).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getAllByTestId('beneficiary')).toHaveLength(2), WAIT);
  });
});
