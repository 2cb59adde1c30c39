import { createMiddleware } from 'hono/factory';
import type { Deps, SandboxEnv } from '../env.ts';
import { jsonError } from '../errors.ts';
import { checkAccessToken } from '../domains/accounts/tokens.ts';

/** Guards one protected route; public routes simply do not use it, so unknown paths still answer 404. */
export function bearerAuth(deps: Deps) {
  return createMiddleware<SandboxEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    if (!match) return jsonError(c, 401, 'invalid_token', 'Falta el token de acceso.');
    const check = await checkAccessToken(match[1] as string, deps);
    if (!check.ok) return jsonError(c, 401, 'invalid_token', check.message);
    c.set('bearer', check.bearer);
    await next();
  });
}
