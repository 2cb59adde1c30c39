// Sessions that end (issue 28), from the portal's side, against the in-process sandbox: the menu's "Cerrar sesión"
// revokes the session on the server without ever waiting for it, and a session past its absolute lifetime ends the
// way a refused refresh always has (the spec's log line, the login screen).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { heading, renderApp, signedIn } from './render-app.tsx';
import { readRefreshToken } from '../../../src/core/session/session-cookies.ts';
import { requireConfig } from '../../../src/core/config/config.ts';
import { SESSION_LIFETIME_SECONDS } from '../../../contract/accounts/sessions.ts';

const env = sandboxPerTest();
const WAIT = { timeout: 8_000 };

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

/** The refresh grant the portal would send, sent behind its back: 200 while the session lives. */
async function refreshStatus(refreshToken: string): Promise<number> {
  const { url, client_id, client_secret } = requireConfig();
  const query = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id, client_secret });
  return (await fetch(`${url}/oauth2/token?${query}`, { method: 'POST' })).status;
}

async function signOutFromMenu(): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: 'Abrir el menú' }, WAIT));
  fireEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }, WAIT));
}

async function homeSignedIn(): Promise<string> {
  await signedIn('titular@demo.es');
  renderApp('/home');
  await heading('Inicio');
  return readRefreshToken()!;
}

describe('signing out ends the session on the server too', { timeout: 20_000 }, () => {
  it('"Cerrar sesión": the cookies go at once, the logout is recorded, then the refresh token is revoked', async () => {
    const refreshToken = await homeSignedIn();
    await signOutFromMenu();
    expect(document.cookie).toBe('');
    await heading('Iniciar sesión');
    await waitFor(async () => {
      const calls = (await env.sandbox.log()).filter((r) => r.path === '/oauth2/revoke' || r.path === '/audit');
      expect(calls.map((r) => [r.path, r.status])).toEqual([
        ['/audit', 201],
        ['/audit', 201],
        ['/oauth2/revoke', 200],
      ]);
    }, WAIT);
    const audits = (await env.sandbox.log()).filter((r) => r.path === '/audit');
    expect(audits.map((r) => (r.body as { event: string }).event)).toEqual(['login', 'logout']);
    // The token never travels in the address: a form body, as RFC 7009 has it.
    const revoke = (await env.sandbox.log()).find((r) => r.path === '/oauth2/revoke')!;
    expect(revoke.query).toEqual({});
    // A copy of the cookie kept anywhere is worthless now.
    expect(await refreshStatus(refreshToken)).toBe(401);
  });

  for (const [how, fault] of [
    ['fails', { status: 503 }],
    ['is dropped', { drop: true }],
    ['hangs', { delay_ms: 30_000 }],
  ] as const) {
    it(`a revocation that ${how} never holds the sign-out up nor shows anything`, async () => {
      await homeSignedIn();
      await env.sandbox.fault({ method: 'POST', path: '/oauth2/revoke', ...fault });
      // Each revocation's fetch, settled either way, and any rejection nobody handled meanwhile.
      const revocations: Promise<void>[] = [];
      const unhandled: unknown[] = [];
      const onUnhandled = (reason: unknown) => unhandled.push(reason);
      process.on('unhandledRejection', onUnhandled);
      const inner = globalThis.fetch;
      globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
        const answer = inner(input, init);
        if (String(input instanceof Request ? input.url : input).endsWith('/oauth2/revoke'))
          revocations.push(
            answer.then(
              () => undefined,
              () => undefined,
            ),
          );
        return answer;
      }) as typeof fetch;
      try {
        await signOutFromMenu();
        expect(document.cookie).toBe('');
        await heading('Iniciar sesión');
        await waitFor(() => expect(revocations).toHaveLength(1), WAIT);
        if (how !== 'hangs') {
          await revocations[0];
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(unhandled).toEqual([]);
        expect(screen.queryByRole('alert')).toBeNull();
        expect(console.error).not.toHaveBeenCalled();
      } finally {
        process.off('unhandledRejection', onUnhandled);
      }
    });
  }
});

describe('a session past its absolute lifetime', { timeout: 20_000 }, () => {
  it("ends like any refused refresh: the spec's log line, the cookies gone, the login screen", async () => {
    const refreshToken = await homeSignedIn();
    // Rotation does not renew it: a refresh the day before the deadline works and moves nothing.
    env.sandbox.advance(SESSION_LIFETIME_SECONDS - 86_400);
    cleanup();
    renderApp('/home/carne');
    await screen.findByTestId('member-number', {}, WAIT);
    expect(readRefreshToken()).not.toBe(refreshToken);
    env.sandbox.advance(86_400);
    cleanup();
    renderApp('/home/carne');
    await heading('Iniciar sesión');
    expect(console.error).toHaveBeenCalledWith('Error al refrescar el token', '401 invalid_grant');
    expect(document.cookie).toBe('');
  });
});
