// Mi suscripción driven like a person against the in-process sandbox: the plan and its count, the refusal of
// the plan's limit beside the form, and a deletion that asks first, naming the person.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { renderApp, signedIn } from '../app/render-app.tsx';

// Generous: the lazy screen, the configuration exchange and the calls all run on a shared, busy machine.
const WAIT = { timeout: 8_000 };
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, WAIT);

sandboxPerTest();

async function subscriptionOf(username: string) {
  await signedIn(username);
  renderApp('/home/subscription/resumen');
  await heading('Mi suscripción');
  await screen.findByRole('heading', { name: 'Beneficiarios' }, WAIT);
}

const input = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('Mi suscripción', { timeout: 20_000 }, () => {
  it('shows the plan, its price with services and the beneficiaries against the plan’s limit', async () => {
    await subscriptionOf('titular@demo.es');
    expect(screen.getByRole('heading', { name: 'Plan Familiar' })).toBeTruthy();
    expect(screen.getByTestId('subscription-price').textContent?.replace(/\s/g, ' ')).toBe('49,80 € al mes');
    expect(screen.getByTestId('beneficiary-count').textContent).toBe('2 de 4 en tu plan');
    expect(screen.getAllByTestId('beneficiary')).toHaveLength(2);
  });

  it('tells an individual plan’s holder why the sandbox refuses a beneficiary, keeping the form', async () => {
    await subscriptionOf('nuevo@demo.es');
    expect(screen.getByText(/Tu plan es individual/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Añadir beneficiario' })).toBeNull();
  });

  it('checks the form with the shared field rules before sending, and keeps what was typed', async () => {
    await subscriptionOf('titular@demo.es');
    fireEvent.click(screen.getByRole('button', { name: 'Añadir beneficiario' }));
    await screen.findByLabelText('Parentesco', {}, WAIT);
    input('Nombre', 'Hugo');
    input('Correo electrónico (opcional)', 'hugo@correo');
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Nuevo beneficiario' })).getByRole('button', { name: 'Añadir beneficiario' }),
    );
    await waitFor(() => expect(screen.getByLabelText('Primer apellido').getAttribute('aria-invalid')).toBe('true'), WAIT);
    expect(screen.getAllByText('Este campo es obligatorio.').length).toBeGreaterThan(0);
    expect(screen.getByText('Escribe un correo electrónico válido, por ejemplo nombre@correo.es.')).toBeTruthy();
    expect(document.activeElement?.id).toBe('beneficiario-first_lastname');
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Hugo');
  });

  it('asks before deleting, naming the person, and keeps them when cancelled', async () => {
    await subscriptionOf('titular@demo.es');
    const daniela = screen.getAllByTestId('beneficiary').find((row) => row.textContent?.includes('Daniela Ortega Martín'))!;
    fireEvent.click(within(daniela).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar a Daniela Ortega Martín?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByTestId('beneficiary')).toHaveLength(2);
  });
});
