// A caregiver acting for a member (issue 31): the login sends them to act, the banner says for whom, the menu and
// the guard offer only what the grant opens, and an access that ended takes them back to choose, told in Spanish.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { store } from '../../../src/core/state/store.ts';
import { PASSWORD, sandboxPerTest } from '../core/sandbox-harness.ts';
import { heading, renderApp } from '../app/render-app.tsx';
import { asMember } from './as-member.ts';

const env = sandboxPerTest();
const WAIT = { timeout: 8_000 };

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

/** Through the login form, then Lucía chosen on /auth/switch. */
async function signInAs(username: string) {
  const app = renderApp('/auth/login');
  await heading('Iniciar sesión');
  type('Correo electrónico', username);
  type('Contraseña', PASSWORD);
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
  await heading('¿A quién quieres ayudar?');
  fireEvent.click(screen.getByRole('button', { name: /Ayudar a Lucía Martín/ }));
  return app;
}

// The drawer is closed (hidden): its links read from the markup.
const menuEntries = () => [...document.querySelectorAll<HTMLAnchorElement>('#side-menu a')].map((a) => a.textContent?.trim());

describe('a caregiver acting for someone', { timeout: 30_000 }, () => {
  it('cuidador@ (no person of their own) picks Lucía on /auth/switch: banner, and only the granted modules', async () => {
    const app = await signInAs('cuidador@demo.es');
    await heading('Inicio');
    expect(app.path()).toBe('/home');
    expect(screen.getByRole('region', { name: 'Estás ayudando a Lucía' })).toBeTruthy();
    expect(screen.getByText('Esto es lo que puedes hacer por Lucía')).toBeTruthy();
    await waitFor(() => expect(menuEntries()).toEqual(['Citas médicas', 'Historia clinica']));
    expect(store.getState().user?.acting?.modules).toEqual(['citas', 'historia_clinica']);
    // Home: the granted modules' tiles, and none of Lucía's own alerts ("¡Tu cuenta está activa!", profile, payment).
    const tiles = await screen.findByRole('list', { name: 'Tus servicios' });
    await waitFor(() => expect(tiles.getAttribute('aria-busy')).toBe('false'), WAIT);
    expect([...tiles.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Citas médicas', 'Historia clinica']);
    await waitFor(() => expect(store.getState().customer?.settled).toBe(true), WAIT);
    // The render of the settled record (and its layout effect, which pushes alerts) has run: none was queued.
    await act(async () => {});
    expect(store.getState().alerts).toEqual([]);
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('a module the grant does not open, reached by address: the guard sends home and says why', async () => {
    const app = await signInAs('cuidador@demo.es');
    await heading('Inicio');
    app.unmount();
    const again = renderApp('/home/carne');
    await heading('Inicio');
    expect(again.path()).toBe('/home');
    expect(await screen.findByText('No tienes acceso a «Carné de afiliación»: la persona a la que ayudas no te lo ha dado.')).toBeTruthy();
  });

  it('a module the member takes away meanwhile: its screen gives way to the guard’s state, not a screen error', async () => {
    const app = await signInAs('cuidador@demo.es');
    await heading('Inicio');
    await waitFor(() => expect(menuEntries()).toEqual(['Citas médicas', 'Historia clinica']));
    // Lucía keeps historia clínica only (as herself, on the sandbox); the caregiver's cookie still says citas.
    const lucia = await asMember(env.sandbox, 'titular@demo.es');
    expect((await lucia.call('PATCH', '/caregivers/grants/cgr-1', { modules: ['historia_clinica'] })).status).toBe(200);
    // The navigation's own read of the grant fails: what closes the screen is the refused call's (module_not_granted).
    await env.sandbox.fault({ method: 'GET', path: '/caregivers/represented', status: 500 });
    app.unmount();
    const again = renderApp('/home/citas/agendar');
    await screen.findByRole('heading', { level: 1, name: 'Inicio' }, WAIT);
    expect(again.path()).toBe('/home');
    expect(await screen.findByText('No tienes acceso a «Citas médicas»: la persona a la que ayudas no te lo ha dado.')).toBeTruthy();
    expect(screen.queryByText('La persona a la que ayudas no te ha dado acceso a esta sección.')).toBeNull();
    await waitFor(() => expect(menuEntries()).toEqual(['Historia clinica']));
    expect(store.getState().user?.acting?.modules).toEqual(['historia_clinica']);
  });

  it('a module the member adds: the caregiver’s next navigation shows it, no "Cambiar" needed', async () => {
    await signInAs('cuidador@demo.es');
    await heading('Inicio');
    await waitFor(() => expect(menuEntries()).toEqual(['Citas médicas', 'Historia clinica']));
    const lucia = await asMember(env.sandbox, 'titular@demo.es');
    await lucia.call('PATCH', '/caregivers/grants/cgr-1', { modules: ['citas', 'historia_clinica', 'carne'] });
    fireEvent.click(document.querySelector<HTMLAnchorElement>('#side-menu a[href$="/citas/agendar"]')!);
    await waitFor(() => expect(menuEntries()).toEqual(['Citas médicas', 'Carné de afiliación', 'Historia clinica']), WAIT);
  });

  it('"Cambiar" goes back to choose whom to help, with the caregiver’s own session', async () => {
    const app = await signInAs('cuidador@demo.es');
    await heading('Inicio');
    fireEvent.click(screen.getByRole('button', { name: /^Cambiar/ }));
    await heading('¿A quién quieres ayudar?');
    expect(app.path()).toBe('/auth/switch');
    expect(screen.getByRole('button', { name: /Ayudar a Lucía/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Ayudar a Lucía/ }));
    await heading('Inicio');
  });

  it('an access that ended: the next call is refused, the Spanish sentence on /auth/switch, nobody left to help', async () => {
    const app = await signInAs('cuidador@demo.es');
    await heading('Inicio');
    // Lucía withdraws the access meanwhile (as herself, on the sandbox).
    await (await asMember(env.sandbox, 'titular@demo.es')).revokeAll();
    app.unmount();
    renderApp('/home/citas/agendar');
    expect(
      await screen.findByText('Tu acceso para ayudar a Lucía ha terminado: lo retiró o llegó su fecha de fin.', {}, WAIT),
    ).toBeTruthy();
    expect(await screen.findByText('No hay nadie a quien ayudar')).toBeTruthy();
    expect(store.getState().user).toBeNull();
  });

  it('a login with no person of its own and nobody to help is told so at the login, and nothing is kept', async () => {
    await (await asMember(env.sandbox, 'titular@demo.es')).revokeAll();
    const app = renderApp('/auth/login');
    await heading('Iniciar sesión');
    type('Correo electrónico', 'cuidador@demo.es');
    type('Contraseña', PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain(
      'Tu cuenta no tiene ningún plan y nadie te ha dado acceso todavía.',
    );
    expect(app.path()).toBe('/auth/login');
    expect(document.cookie).not.toContain('authToken=');
  });
});
