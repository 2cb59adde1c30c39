// Sessions that end (docs/contract.md, "Sessions that end"): a refresh token used twice ends its whole session
// (RFC 9700, section 4.14.2), the revocation of the portal's sign-out ends it too (RFC 7009), and no rotation
// moves the session's deadline. Each probe signs in afresh as the first test account, so the sessions the other
// checks use are never touched; the refresh grants on the way are judged like any answer of the token endpoint.
import { SESSION_LIFETIME_SECONDS } from '../contract/accounts/sessions.ts';
import type { Reply } from './client.ts';
import { operation, type Scenario } from './steps.ts';

const TOKEN = 'POST /oauth2/token';
const REVOKE = 'POST /oauth2/revoke';

const refreshOf = (reply: Reply): string | undefined => (reply.json as { refresh_token?: unknown } | undefined)?.refresh_token as string;

/** A session of its own: the refresh token of a fresh password grant of the first test account. */
async function freshSession(sc: Scenario): Promise<string> {
  const account = sc.client.options.accounts[0];
  if (!account) sc.skip('sin cuenta de prueba');
  const reply = await sc.client.grant({ grant_type: 'password', username: account.username, password: account.password });
  const token = refreshOf(reply);
  if (reply.status !== 200 || typeof token !== 'string') sc.skip(`no se pudo iniciar sesión como ${account.username} (${reply.status})`);
  return token;
}

/** A refresh grant checked as a line of the report: `status` expected, the answer against the contract. */
function refresh(sc: Scenario, token: string, status: number, label: string): Promise<Reply> {
  const client = { client_id: sc.client.clientId ?? '', client_secret: sc.client.clientSecret ?? '' };
  return sc.check({ op: TOKEN, as: null, query: { grant_type: 'refresh_token', refresh_token: token, ...client }, status, label });
}

/** A refresh grant on the way to a probe (not a line): the next refresh token, or the step stops. */
async function rotate(sc: Scenario, token: string): Promise<string> {
  const next = refreshOf(await sc.client.grant({ grant_type: 'refresh_token', refresh_token: token }));
  if (typeof next !== 'string') sc.skip('el servidor no renovó el token de refresco de una sesión recién iniciada');
  return next;
}

/** The sandbox's clock moved ahead (its test control, docs/decisions/010): not a line of the report, a means. */
async function advanceClock(sc: Scenario, minutes: number): Promise<void> {
  const reply = await sc.client.call(operation('POST /__sandbox/clock'), { body: { advanceMinutes: minutes } }, null);
  if (reply.status !== 200) sc.skip(`el reloj del sandbox no avanzó (${reply.status})`);
}

const revokeForm = (sc: Scenario, token: string) => ({
  token,
  token_type_hint: 'refresh_token',
  client_id: sc.client.clientId ?? '',
  client_secret: sc.client.clientSecret ?? '',
});

export async function sessions(sc: Scenario): Promise<void> {
  // The copy of an old token replayed (a thief, or a stale cookie): the whole session ends, the live token of the
  // member included. The replayed token is two rotations old, so no grace for the token just spent (two windows
  // refreshing at once: contract/accounts/sessions.ts) can excuse it.
  await sc.step(TOKEN, { label: 'reutilización' }, async () => {
    const first = await freshSession(sc);
    const live = await rotate(sc, await rotate(sc, first));
    await refresh(sc, first, 401, 'reutilización: token ya usado rechazado');
    await refresh(sc, live, 401, 'reutilización: la familia entera revocada (el token vivo también)');
  });

  // The portal's sign-out: the session's refresh token is dead after the revocation; an unknown token is no error.
  await sc.step(REVOKE, { label: 'al cerrar sesión' }, async () => {
    const live = await rotate(sc, await freshSession(sc));
    await sc.check({ op: REVOKE, as: null, form: revokeForm(sc, live), status: 200, label: 'al cerrar sesión' });
    await refresh(sc, live, 401, 'tras la revocación');
  });
  await sc.step(REVOKE, { label: 'token desconocido' }, async () => {
    await sc.check({ op: REVOKE, as: null, form: revokeForm(sc, 'kit-token-inexistente'), status: 200, label: 'token desconocido' });
  });
}

/**
 * Last of all, since it moves the sandbox's clock by months (every session the kit holds ends with it): a session
 * refreshed the day before its deadline still works and the rotation did not move the deadline. Another server's
 * clock cannot be moved, and a session of 120 days is no test: there it is omitted, with how to check it by hand.
 */
export async function sessionLifetime(sc: Scenario): Promise<void> {
  await sc.step(TOKEN, { label: 'duración absoluta' }, async () => {
    if (!sc.sandbox)
      sc.skip(
        `no se puede adelantar el reloj de otro servidor: inicia una sesión de prueba, renuévala y comprueba que a los ` +
          `${SESSION_LIFETIME_SECONDS / 86_400} días de su inicio el refresco responde 401 invalid_grant`,
      );
    const token = await freshSession(sc);
    const day = 24 * 60;
    const lifetimeMinutes = SESSION_LIFETIME_SECONDS / 60;
    await advanceClock(sc, lifetimeMinutes - day);
    const next = refreshOf(await refresh(sc, token, 200, 'duración absoluta: el día antes del plazo'));
    if (typeof next !== 'string') return;
    await advanceClock(sc, day);
    await refresh(sc, next, 401, 'duración absoluta: la renovación no alarga la sesión');
  });
}
