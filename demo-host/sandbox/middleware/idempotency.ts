// The `Idempotency-Key` header on routes that create money movements, with Stripe's semantics: a retry after a
// lost answer, a double click or a reload must never take money twice.
// - same key, same request (method, path, JSON body) -> the saved answer, whatever it was (even a 4xx or a 500),
//   marked `Idempotent-Replayed: true`;
// - same key, another request -> 422 idempotency_key_reused (the client is confused; nothing runs);
// - same key while the first request is still running -> 409 idempotency_in_progress (retry later).
// Keys are scoped per signed-in user (Stripe scopes per account) and forgotten after 24 hours or on reset.
// Mount it after bearerAuth so the scope is known; a fault injected before the route (a 500, a drop) never
// reaches it, so nothing is saved for a request the service never saw.
import { createMiddleware } from 'hono/factory';
import type { Deps, SandboxEnv } from '../env.ts';
import { jsonError } from '../errors.ts';
import type { IdempotencyRecord } from '../domains/harness/state.ts';

export type { IdempotencyRecord } from '../domains/harness/state.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const KEY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;

export interface IdempotencyOptions {
  /** Payment routes refuse a request without a key, so a client cannot forget it; others may make it optional. */
  required?: boolean;
}

/** Sorted keys, so `{a,b}` and `{b,a}` are the same request; a body that is not JSON is compared as text. */
function canonical(text: string): string {
  const sortKeys = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sortKeys);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  try {
    return JSON.stringify(sortKeys(JSON.parse(text)));
  } catch {
    return text;
  }
}

const replay = (saved: IdempotencyRecord) =>
  new Response(saved.body, { status: saved.status, headers: { 'content-type': saved.contentType, [REPLAYED_HEADER]: 'true' } });

export function idempotency(deps: Deps, options: IdempotencyOptions = {}) {
  const { required = true } = options;
  return createMiddleware<SandboxEnv>(async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER)?.trim();
    if (!key) {
      if (!required) return next();
      return jsonError(c, 400, 'idempotency_key_missing', 'Falta la cabecera Idempotency-Key: cada intento de pago lleva su propia clave.');
    }
    if (!KEY_PATTERN.test(key)) {
      return jsonError(
        c,
        400,
        'idempotency_key_invalid',
        'La clave Idempotency-Key debe tener entre 8 y 255 caracteres visibles, sin espacios.',
      );
    }
    const records = deps.store.idempotency;
    const now = deps.opts.now();
    for (const [scope, record] of records) if (record.state === 'done' && now - record.savedAt > KEY_TTL_MS) records.delete(scope);

    const scope = `${c.get('bearer')?.sub ?? 'anónimo'}\u0000${key}`;
    // HonoRequest caches the text, so the handler can still read the body after this.
    const fingerprint = `${c.req.method} ${c.req.path} ${canonical(await c.req.text())}`;
    const saved = records.get(scope);
    if (saved && saved.fingerprint !== fingerprint) {
      return jsonError(
        c,
        422,
        'idempotency_key_reused',
        'Esta clave de idempotencia ya se usó con otros datos. Empieza un intento de pago nuevo.',
      );
    }
    if (saved?.state === 'running') {
      return jsonError(
        c,
        409,
        'idempotency_in_progress',
        'Ya estamos procesando este mismo pago. Espera unos segundos y consulta su estado.',
      );
    }
    if (saved) return replay(saved);

    const record: IdempotencyRecord = { fingerprint, state: 'running', savedAt: now, status: 0, contentType: '', body: '' };
    records.set(scope, record);
    try {
      await next();
    } catch (err) {
      // The answer never existed (the connection died inside the handler): the next try runs afresh.
      records.delete(scope);
      throw err;
    }
    const response = c.res;
    Object.assign(record, {
      state: 'done',
      savedAt: deps.opts.now(),
      status: response.status,
      contentType: response.headers.get('content-type') ?? 'application/json',
      body: await response.clone().text(),
    });
  });
}
