import { describe, expect, it, vi } from 'vitest';
import {
  CookiesBlockedError,
  UnreadableTokenError,
  availableProfiles,
  login,
  logout,
  selectProfile,
} from '../../../src/core/session/session.ts';
import { readAccessToken, readRefreshToken, readUserData as currentUser } from '../../../src/core/session/session-cookies.ts';
import { getConfig } from '../../../src/core/config/config.ts';
import { store } from '../../../src/core/state/store.ts';
import { PASSWORD, sandboxPerTest } from './sandbox-harness.ts';

const env = sandboxPerTest();

const audits = async () =>
  (await env.sandbox.log()).filter((r) => r.path === '/audit').map((r) => r.body as { event: string; customer_id?: string });

describe('session', () => {
  it('login with one profile stores the three cookies and the user, and records the login', async () => {
    const profiles = await login('titular@demo.es', PASSWORD);
    expect(profiles).toHaveLength(1);
    expect(readAccessToken()).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(readRefreshToken()).toBeTruthy();
    const user = currentUser()!;
    expect(Object.keys(user).sort()).toEqual(['first_lastname', 'first_name', 'id', 'role']);
    expect(user).toMatchObject({ id: profiles[0]!.id, role: 'Titular' });
    expect(store.getState().user).toEqual(user);
    await vi.waitFor(async () => expect(await audits()).toEqual([expect.objectContaining({ event: 'login', customer_id: user.id })]));
  });

  it('login with two persons returns both and waits for the choice before writing the user cookie', async () => {
    const profiles = await login('familia@demo.es', PASSWORD);
    expect(profiles.map((p) => p.role).sort()).toEqual(['Beneficiario', 'Titular']);
    expect(currentUser()).toBeNull();
    expect(readAccessToken()).toBeTruthy();
    const chosen = profiles.find((p) => p.role === 'Beneficiario')!;
    selectProfile(chosen);
    expect(currentUser()).toMatchObject({ id: chosen.id, role: 'Beneficiario' });
  });

  it('a wrong password rejects with the API answer and stores nothing', async () => {
    await expect(login('titular@demo.es', 'mala')).rejects.toMatchObject({
      status: 401,
      data: { error: 'invalid_grant', message: 'Correo electrónico o contraseña incorrectos.' },
    });
    expect(document.cookie).toBe('');
  });

  it('logout deletes the three cookies, records the event and goes to the login screen', async () => {
    await login('titular@demo.es', PASSWORD);
    const user = currentUser()!;
    logout();
    expect(document.cookie).toBe('');
    expect(store.getState().user).toBeNull();
    expect(env.navigations).toEqual(['/auth/login']);
    await vi.waitFor(async () => expect((await audits()).at(-1)).toMatchObject({ event: 'logout', customer_id: user.id }));
  });

  it('when the browser refuses the session cookie, login says so in Spanish and flags the store', async () => {
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined);
    const failure = login('titular@demo.es', PASSWORD);
    await expect(failure).rejects.toBeInstanceOf(CookiesBlockedError);
    await expect(failure).rejects.toThrow(/ajustes del navegador/);
    expect(store.getState().cookiesBlocked).toBe(true);
  });

  for (const shape of ['no-claims', 'not-jwt'] as const) {
    it(`a token the portal cannot read (${shape}) rejects in Spanish, writes no cookie and no user`, async () => {
      await env.sandbox.tokenShape(shape);
      const errors = vi.spyOn(console, 'error');
      const failure = login('titular@demo.es', PASSWORD);
      await expect(failure).rejects.toBeInstanceOf(UnreadableTokenError);
      await expect(failure).rejects.toThrow(/No hemos podido abrir tu sesión/);
      expect(document.cookie).toBe('');
      expect(store.getState().user).toBeNull();
      expect(availableProfiles()).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
    });
  }

  it('an OpenID Connect token (sub, given_name, family_name, role) signs in as that one person', async () => {
    await env.sandbox.tokenShape('oidc');
    const profiles = await login('titular@demo.es', PASSWORD);
    expect(profiles).toEqual([expect.objectContaining({ role: 'Titular', first_name: expect.any(String) })]);
    expect(currentUser()).toMatchObject({ id: profiles[0]!.id, role: 'Titular' });
    expect(currentUser()!.first_name).not.toBe('');
  });

  it('claim names from the frontend configuration are the ones read', async () => {
    await env.sandbox.tokenShape('oidc');
    // A provider whose role claim is called `perfil`: the sandbox's `role` is then not enough.
    store.setState('test/claims', { config: { ...store.getState().config, value: { ...getConfig()!, claims: { role: 'perfil' } } } });
    await expect(login('titular@demo.es', PASSWORD)).rejects.toBeInstanceOf(UnreadableTokenError);
    store.setState('test/claims', {
      config: { ...store.getState().config, value: { ...getConfig()!, claims: { role: 'role', first_name: 'family_name' } } },
    });
    const [person] = await login('titular@demo.es', PASSWORD);
    expect(person!.first_name).toBe(person!.first_lastname);
  });
});
