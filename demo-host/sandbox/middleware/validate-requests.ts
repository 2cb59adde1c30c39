// Every request is checked against its operation's declared request (contract/operations.ts) here, in one place:
// the JSON body against `body.schema`, the query against its `parameters`. A mismatch is answered 422 with the
// house's body (errors.ts: validationError), one Spanish sentence per field (../validate.ts). The routes
// keep only the checks a schema cannot say (a cross-field rule, does the object exist, is it the caller's).
//
// Who may call comes first: without a valid token, or with a role the operation does not admit, the request goes
// on to its route, which answers 401 or 403 as before. A body that is not a JSON object goes on too: the route
// answers 400 with its own sentence (json-body.ts).
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { Bearer, Deps, SandboxEnv } from '../env.ts';
import { jsonError, validationError } from '../errors.ts';
import { isObject, type JsonObject } from '../json-body.ts';
import { checkAccessToken } from '../domains/accounts/tokens.ts';
import { operationFor } from '../../../contract/check.ts';
import type { Operation } from '../../../contract/operation.ts';
import { queryErrors, schemaErrors } from '../validate.ts';

type Fields = Record<string, string> | null;

/**
 * A rule a schema cannot say (a document's check letter, an age, a code of a list, a plan that exists, a file's
 * bytes), as the route's own reader words it: its sentences join a 422 the schema started, so a member learns of every
 * wrong field at once. `path` is the request's own, for the person it names (`/customers/cus-1001/...`).
 */
export type HandCheck = (body: JsonObject, deps: Deps, bearer: Bearer | null, path: string) => Fields;

/** Keyed `method path` as the operation list writes them (contract/<domain>/operations.ts); each domain lends its own. */
export type HandChecks = Record<string, HandCheck>;

/**
 * Whether the caller gets past the operation's own gate (token, role), with the token's bearer when it has one;
 * the route words the refusal otherwise.
 */
async function admitted(c: Context<SandboxEnv>, op: Operation, deps: Deps): Promise<{ bearer: Bearer | null } | null> {
  const match = /^Bearer\s+(\S+)$/i.exec((c.req.header('authorization') ?? '').trim());
  const check = match ? await checkAccessToken(match[1] as string, deps) : null;
  if (op.auth !== 'bearer') return { bearer: check?.ok ? check.bearer : null };
  if (!check?.ok) return null;
  const roles = op.roles?.map((role) => role.toLowerCase());
  return !roles || check.bearer.profiles.some((p) => roles.includes(p.role.toLowerCase())) ? { bearer: check.bearer } : null;
}

/** The JSON body, when there is one to check; undefined otherwise (absent, another media type, not an object). */
async function jsonBody(c: Context<SandboxEnv>, op: Operation): Promise<unknown> {
  if (!op.body || (op.body.contentType ?? 'application/json') !== 'application/json') return undefined;
  const text = await c.req.text().catch(() => '');
  if (text.trim() === '') return undefined;
  try {
    const body: unknown = JSON.parse(text);
    return isObject(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

export function validateRequests(deps: Deps, handChecks: HandChecks) {
  return createMiddleware<SandboxEnv>(async (c, next) => {
    const op = operationFor(c.req.method, c.req.path);
    if (!op || (!op.body && !op.parameters?.some((p) => p.in === 'query'))) return next();
    const caller = await admitted(c, op, deps);
    if (!caller) return next();
    const body = await jsonBody(c, op);
    const shape = op.body && body !== undefined ? schemaErrors(op.body.schema, body) : null;
    const fields = { ...queryErrors(op, c.req.queries()), ...shape };
    if (Object.keys(fields).length === 0) return next();
    // The rules the schema cannot say join in, in their own (finer) words, so every wrong field is told at once.
    const hand = shape ? handChecks[`${op.method} ${op.path}`]?.(body as JsonObject, deps, caller.bearer, c.req.path) : null;
    for (const [field, words] of Object.entries(hand ?? {})) {
      // A field the hand check words stands for what is inside it too (attachment, not attachment.content_type).
      for (const said of Object.keys(fields)) if (said.startsWith(`${field}.`)) delete fields[said];
      fields[field] = words;
    }
    // 422 where the operation documents it; an operation that documents only 400 for what it cannot read gets that.
    if (op.responses[422]) return validationError(c, fields);
    return jsonError(c, 400, 'invalid_request', Object.values(fields).join(' '), fields);
  });
}
