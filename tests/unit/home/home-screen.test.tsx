// The home screen's alerts (docs/specification.md, section 4), per demo account, as the person sees them.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { heading, renderApp, signedIn } from '../app/render-app.tsx';

sandboxPerTest();

async function homeOf(username: string) {
  await signedIn(username);
  const app = renderApp('/home');
  await heading('Inicio');
  const alerts = await screen.findByTestId('alerts');
  await waitFor(() => expect(alerts.children.length).toBeGreaterThan(0), { timeout: 3_000 });
  return { app, alerts };
}

describe('home alerts', () => {
  it('an active holder is told the account is active, with a way to the services', async () => {
    const { alerts } = await homeOf('titular@demo.es');
    expect(alerts.children).toHaveLength(1);
    expect(alerts.textContent).toContain('¡Tu cuenta está activa!');
    expect(within(alerts).getByRole('link', { name: 'Ver servicios' }).getAttribute('href')).toBe('/home/benefits');
  });

  it('a pending payment is an urgent alert that cannot be closed, with the way to pay', async () => {
    const { alerts, app } = await homeOf('pendiente@demo.es');
    const alert = within(alerts).getByRole('alert');
    expect(alert.textContent).toContain('Tienes un pago pendiente');
    expect(within(alert).queryByRole('button', { name: 'Cerrar' })).toBeNull();
    fireEvent.click(within(alert).getByRole('link', { name: 'Pagar ahora' }));
    await waitFor(() => expect(app.path()).toBe('/home/payments/client'));
  });

  it('a payment under validation is a warning', async () => {
    const { alerts } = await homeOf('validacion@demo.es');
    expect(alerts.textContent).toContain('Pago en validación');
  });

  it('a holder without beneficiaries is also invited to add them', async () => {
    const { alerts } = await homeOf('nuevo@demo.es');
    await waitFor(() => expect(alerts.textContent).toContain('Invita a tus beneficiarios'));
    expect(alerts.textContent).toContain('¡Tu cuenta está activa!');
  });

  it('a completed profile form gives way to the Completed alert, which the person may close', async () => {
    const { alerts } = await homeOf('completo@demo.es');
    expect(alerts.textContent).toContain('Completa tu perfil de salud');
    expect(alerts.textContent).not.toContain('¡Tu cuenta está activa!');
    const completed = [...alerts.children].find((alert) => alert.textContent?.includes('Completa tu perfil de salud')) as HTMLElement;
    expect(within(completed).getByRole('link', { name: 'Ir a mi perfil' }).getAttribute('href')).toBe('/home/pacientes');
    fireEvent.click(within(completed).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(alerts.textContent).not.toContain('Completa tu perfil de salud'), { timeout: 2_000 });
  });
});
