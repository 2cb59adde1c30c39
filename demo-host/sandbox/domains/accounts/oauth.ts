import { OperationHandlers } from '../../bind.ts';
import type { Context } from 'hono';
import type { Deps } from '../../env.ts';
import { jsonError } from '../../errors.ts';
import { issueTokens, revokeToken, spendRefreshToken } from './tokens.ts';
import { CLIENT_ID, CLIENT_SECRET } from '../../secrets.ts';

/** The spec sends the grant in the query string; a form-encoded body is accepted too, the query winning. */
async function grantParams(c: Context): Promise<Record<string, string>> {
  const params: Record<string, string> = {};
  if ((c.req.header('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
    const text = await c.req.text().catch(() => '');
    for (const [key, value] of new URLSearchParams(text)) params[key] = value;
  }
  for (const [key, value] of new URL(c.req.url).searchParams) params[key] = value;
  return params;
}

const REQUIRED: Record<string, string[]> = {
  password: ['username', 'password', 'client_id', 'client_secret'],
  refresh_token: ['refresh_token', 'client_id', 'client_secret'],
};

export function oauthRoutes(deps: Deps) {
  const app = new OperationHandlers();

  app.handle('postOauth2Token', async (c) => {
    const p = await grantParams(c);
    const grant = p.grant_type;
    if (!grant) return jsonError(c, 400, 'invalid_request', 'Falta el parámetro grant_type.');
    const required = Object.hasOwn(REQUIRED, grant) ? REQUIRED[grant] : undefined;
    if (!required)
      return jsonError(
        c,
        400,
        'unsupported_grant_type',
        `El tipo de concesión no está admitido: usa ${Object.keys(REQUIRED).join(' o ')}.`,
      );
    const missing = required.filter((name) => !p[name]);
    if (missing.length > 0) return jsonError(c, 400, 'invalid_request', `Faltan parámetros: ${missing.join(', ')}.`);
    if (p.client_id !== CLIENT_ID || p.client_secret !== CLIENT_SECRET) {
      return jsonError(c, 401, 'invalid_client', 'Las credenciales del cliente no son válidas.');
    }

    if (grant === 'password') {
      const user = deps.store.userByEmail(p.username ?? '');
      if (!user || user.password !== p.password) {
        return jsonError(c, 401, 'invalid_grant', 'Correo electrónico o contraseña incorrectos.');
      }
      if (deps.store.unconfirmedUsers.has(user.id)) {
        return jsonError(
          c,
          401,
          'email_not_confirmed',
          'Confirma tu correo electrónico antes de iniciar sesión: te enviamos un enlace al registrarte.',
        );
      }
      return c.json(await issueTokens(user, deps));
    }

    const spent = spendRefreshToken(p.refresh_token ?? '', deps);
    if (!spent) return jsonError(c, 401, 'invalid_grant', 'El token de refresco no es válido, ya se usó o ha caducado.');
    // An acting session keeps acting; whether its grant still holds is the scope check's, on the next request.
    return c.json(await issueTokens(spent.user, deps, spent.acting, spent.familyId));
  });

  // RFC 7009: the portal's sign-out ends the session on the server too. 200 whether or not the token was alive.
  app.handle('postOauth2Revoke', async (c) => {
    const p = await grantParams(c);
    if (!p.token) return jsonError(c, 400, 'invalid_request', 'Falta el parámetro token.');
    if (p.client_id !== CLIENT_ID || p.client_secret !== CLIENT_SECRET) {
      return jsonError(c, 401, 'invalid_client', 'Las credenciales del cliente no son válidas.');
    }
    await revokeToken(p.token, deps);
    return c.body(null, 200);
  });

  return app;
}
