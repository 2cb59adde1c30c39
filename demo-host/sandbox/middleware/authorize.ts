// Object-level authorization, from the operation's declaration alone (contract/access.ts): the id the request
// names is resolved to its owner (owners.ts) and the bearer must reach that owner by one of the declared
// relations, or the answer is 403 before the route runs. What is not this middleware's to say goes on to the
// route as before: no valid token or a role the operation does not admit (the route's 401/403), an id that names
// nothing (the route's 404), a body without the id (the request check's 422).
import { createMiddleware } from 'hono/factory';
import type { Deps, SandboxEnv } from '../env.ts';
import { jsonError } from '../errors.ts';
import { bodyField, pathParam } from './request-parts.ts';
import { checkAccessToken } from '../domains/accounts/tokens.ts';
import { operationFor } from '../../../contract/check.ts';
import { owners, reaches } from './owners.ts';

export function authorize(deps: Deps) {
  return createMiddleware<SandboxEnv>(async (c, next) => {
    const op = operationFor(c.req.method, c.req.path);
    const access = op?.access;
    if (!op || !access) return next();
    const match = /^Bearer\s+(\S+)$/i.exec((c.req.header('authorization') ?? '').trim());
    const check = match ? await checkAccessToken(match[1] as string, deps) : null;
    if (!check?.ok) return next();
    const roles = op.roles?.map((role) => role.toLowerCase());
    if (roles && !check.bearer.profiles.some((p) => roles.includes(p.role.toLowerCase()))) return next();
    const id =
      access.in === 'path'
        ? pathParam(op, c.req.path, access.name)
        : access.in === 'query'
          ? c.req.query(access.name)
          : await bodyField(c, access.name);
    const owner = id === undefined ? undefined : owners[access.kind](deps.store, id);
    if (owner === undefined || reaches(check.bearer, owner, access.reach, deps)) return next();
    return jsonError(c, 403, 'forbidden', access.message);
  });
}
