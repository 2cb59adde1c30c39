import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Bearer, Deps, SandboxEnv } from '../env.ts';
import { jsonError } from '../errors.ts';
import { checkAccessToken } from '../domains/accounts/tokens.ts';

/** The request's bearer, or the 401 that answers it (no token, or one that is not valid now). */
export async function bearerOf(c: Context<SandboxEnv>, deps: Deps): Promise<Bearer | Response> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) return jsonError(c, 401, 'invalid_token', 'Falta el token de acceso.');
  const check = await checkAccessToken(match[1] as string, deps);
  if (!check.ok) return jsonError(c, 401, 'invalid_token', check.message);
  return check.bearer;
}

/** Guards one protected route; public routes simply do not use it, so unknown paths still answer 404. */
export function bearerAuth(deps: Deps) {
  return createMiddleware<SandboxEnv>(async (c, next) => {
    const bearer = await bearerOf(c, deps);
    if (bearer instanceof Response) return bearer;
    c.set('bearer', bearer);
    await next();
  });
}
