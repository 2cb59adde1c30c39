// What every answer and every request body of the API obey, whatever the route (issue 28: health data).
// - JSON answers are `Cache-Control: no-store` (no shared or browser cache keeps a member's data) and every answer
//   is `X-Content-Type-Options: nosniff` (a JSON body is never read as a script or a page).
// - An operation whose body is JSON takes it under `application/json` only, else 415: a cross-site "simple"
//   POST (text/plain, a form) cannot reach a JSON call without a CORS preflight.
// - Every body has a size limit, 413 beyond it: 64 KiB, or what the operation's largest field needs (a PQR's
//   5 MB attachment in base64).
// A sandbox stand-in: a provider's gateway does the same before its services (docs/contract.md).
import { createMiddleware } from 'hono/factory';
import type { SandboxEnv } from '../env.ts';
import { jsonError } from '../errors.ts';
import { operationFor } from '../../../contract/check.ts';
import { PQR_MAX_ATTACHMENT_BYTES } from '../../../contract/member-services/schemas.ts';

export const DEFAULT_BODY_LIMIT = 64 * 1024;
/** Base64 is 4/3 of the bytes; the rest of the form's fields fit in the default. */
const LARGER: Record<string, number> = { 'post /pqrs': Math.ceil((PQR_MAX_ATTACHMENT_BYTES * 4) / 3) + DEFAULT_BODY_LIMIT };

export function hygiene() {
  return createMiddleware<SandboxEnv>(async (c, next) => {
    const op = operationFor(c.req.method, c.req.path);
    const type = c.req.header('content-type');
    const hasBody = c.req.raw.body !== null && c.req.header('content-length') !== '0';
    if (
      op?.body &&
      (op.body.contentType ?? 'application/json') === 'application/json' &&
      hasBody &&
      !/^application\/json\b/i.test(type ?? '')
    ) {
      return jsonError(c, 415, 'unsupported_media_type', 'El cuerpo de la petición debe ser JSON (Content-Type: application/json).');
    }
    const limit = LARGER[op ? `${op.method} ${op.path}` : ''] ?? DEFAULT_BODY_LIMIT;
    // A declared length over the limit is refused unread; an undeclared one is measured on a copy (the request log
    // and the routes read the original). Hono's bodyLimit would throw inside the route, which answers 500.
    const declared = Number(c.req.header('content-length') ?? NaN);
    const size = declared >= 0 ? declared : hasBody ? (await c.req.raw.clone().arrayBuffer()).byteLength : 0;
    if (size > limit) return jsonError(c, 413, 'payload_too_large', 'La petición es demasiado grande.');
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    if ((c.res.headers.get('content-type') ?? '').includes('json')) c.res.headers.set('Cache-Control', 'no-store');
  });
}
