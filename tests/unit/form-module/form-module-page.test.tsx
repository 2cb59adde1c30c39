// The form-module context (docs/form-module.md): the portal opened by a host with module keys shows that one flow.
// Against the in-process sandbox, with the real configuration exchange for the module: its title and icon (told to
// the host), the four statuses and where each button continues (a NAVIGATION to the host, or the portal going there
// itself when no host connected), and a failed exchange with a "Reintentar" that works.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { App } from '../../../src/app/app.tsx';
import { loadConfig } from '../../../src/core/config/config.ts';
import type { ModuleKeys } from '../../../src/core/config/config-exchange.ts';
import type * as BridgeLink from '../../../src/core/bridge/bridge-link.ts';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { signedIn } from '../app/render-app.tsx';

/** The host's end of the bridge, as the screen sees it; null is a portal opened with no host connected. */
const bridge = vi.hoisted(() => ({
  host: null as null | { setFormWindow: ReturnType<typeof vi.fn>; reportNavigation: ReturnType<typeof vi.fn> },
}));
vi.mock('../../../src/core/bridge/bridge-link.ts', async (original) => ({
  ...(await original<typeof BridgeLink>()),
  connectBridge: () => Promise.resolve(bridge.host),
}));

const harness = sandboxPerTest();

const WAIT = { timeout: 8_000 };
const PROFILE: ModuleKeys = { pk: 'mod_perfil', sk: 'sk_perfil_2026' };
const BENEFICIARIES: ModuleKeys = { pk: 'mod_beneficiarios', sk: 'sk_beneficiarios_2026' };
const status = () => document.querySelector('[data-testid="form-module-status"]')?.textContent;
const button = (name: string) => screen.getByText(name).closest('button')!;

beforeEach(() => {
  bridge.host = { setFormWindow: vi.fn(), reportNavigation: vi.fn(() => true) };
});

/** The portal as main.tsx boots it with `?module_pk=..&module_sk=..`: that module's configuration, then the one screen. */
async function openModule(keys: ModuleKeys, username?: string) {
  if (username) await signedIn(username);
  await loadConfig(keys);
  render(<App formModule />);
}

describe('the form-module screen', { timeout: 20_000 }, () => {
  it('shows the module’s title and icon, tells the host, and a pending form continues to the profile', async () => {
    await openModule(PROFILE, 'titular@demo.es');
    await waitFor(() => expect(status()).toBe('Tienes este formulario pendiente de completar.'), WAIT);
    expect(document.querySelector('main h1')?.textContent).toBe('Completa tu perfil');
    expect(document.title).toContain('Completa tu perfil');
    const icon = document.querySelector('main img')!.getAttribute('src')!;
    expect(icon).toMatch(/\/icons\/perfil\.svg$/);
    expect(bridge.host!.setFormWindow).toHaveBeenCalledWith({ title: 'Completa tu perfil', icon });
    const exchange = (await harness.sandbox.log()).filter((r) => r.path === '/clients/frontend').at(-1);
    expect(exchange?.query).toMatchObject({ module_pk: 'mod_perfil', module_sk: 'sk_perfil_2026' });

    fireEvent.click(button('Completar ahora'));
    await waitFor(() => expect(bridge.host!.reportNavigation).toHaveBeenCalledWith('/home/pacientes'));
  });

  it('a completed form is offered for review; "Ahora no" leaves home', async () => {
    await openModule(PROFILE, 'completo@demo.es');
    await waitFor(() => expect(status()).toBe('Ya completaste este formulario. Puedes revisarlo cuando quieras.'), WAIT);
    expect(screen.queryByText('Completar ahora')).toBeNull();
    fireEvent.click(button('Revisar mis datos'));
    await waitFor(() => expect(bridge.host!.reportNavigation).toHaveBeenLastCalledWith('/home/pacientes'));
    fireEvent.click(button('Ahora no'));
    await waitFor(() => expect(bridge.host!.reportNavigation).toHaveBeenLastCalledWith('/home'));
  });

  it('each module continues to its own flow: the beneficiaries’ one to the subscription summary', async () => {
    await openModule(BENEFICIARIES, 'titular@demo.es');
    await waitFor(() => expect(status()).toBe('Tienes este formulario pendiente de completar.'), WAIT);
    expect(document.querySelector('main h1')?.textContent).toBe('Invita a tus beneficiarios');
    fireEvent.click(button('Completar ahora'));
    await waitFor(() => expect(bridge.host!.reportNavigation).toHaveBeenCalledWith('/home/subscription/resumen'));
  });

  it('nobody signed in: only the way to log in, and no form read', async () => {
    await openModule(PROFILE);
    await waitFor(() => expect(status()).toBe('Para continuar, inicia sesión en tu portal.'), WAIT);
    expect(screen.queryByText('Completar ahora')).toBeNull();
    expect((await harness.sandbox.log()).some((r) => r.path.startsWith('/forms/'))).toBe(false);
    fireEvent.click(button('Iniciar sesión'));
    await waitFor(() => expect(bridge.host!.reportNavigation).toHaveBeenCalledWith('/auth/login'));
  });

  it('a form status that cannot be read says so and still offers the form; with no host the portal goes itself', async () => {
    bridge.host = null;
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await harness.sandbox.fault({ method: 'GET', path: '/forms/*', status: 500 });
    await openModule(PROFILE, 'titular@demo.es');
    await waitFor(() => expect(status()).toBe('No hemos podido consultar el estado de tu formulario.'), WAIT);
    fireEvent.click(button('Completar ahora'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/home/pacientes'));
  });

  it('a failed configuration exchange says so with "Reintentar", which runs it again and shows the form', async () => {
    await signedIn('titular@demo.es');
    await harness.sandbox.fault({ method: 'POST', path: '/clients/frontend', status: 500 });
    await openModule(PROFILE);
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('No hemos podido cargar el formulario');
    expect(status()).toBeUndefined();
    fireEvent.click(button('Reintentar'));
    await waitFor(() => expect(status()).toBe('Tienes este formulario pendiente de completar.'), WAIT);
    expect(bridge.host!.setFormWindow).toHaveBeenCalledWith(expect.objectContaining({ title: 'Completa tu perfil' }));
  });
});
