// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { Deps, SandboxEnv } from '../../../demo-host/sandbox/env.ts';
import { resolveOptions } from '../../../demo-host/sandbox/options.ts';
import { Store } from '../../../demo-host/sandbox/store.ts';
import { jsonError } from '../../../demo-host/sandbox/errors.ts';
import { idempotency } from '../../../demo-host/sandbox/middleware/idempotency.ts';
import { sandbox } from './sandbox-client.ts';

/** A route that counts how often it really runs; `fail` answers 500 and `slow` waits for a release. */
function harness() {
  let now = Date.parse('2026-11-23T10:00:00Z');
  const deps: Deps = { store: new Store(), opts: resolveOptions({ now: () => now }) };
  let runs = 0;
  let release: () => void = () => undefined;
  const app = new Hono<SandboxEnv>();
  app.onError((_err, c) => jsonError(c, 500, 'internal_error', 'Error interno del sandbox.'));
  app.use('*', async (c, next) => {
    c.set('bearer', { sub: c.req.header('x-user') ?? 'usr-01', email: 'x@demo.es', profiles: [] });
    await next();
  });
  app.post('/pay', idempotency(deps), async (c) => {
    runs += 1;
    const body = await c.req.json();
    if (body.slow) await new Promise<void>((resolve) => (release = resolve));
    if (body.fail) throw new Error('caída');
    if (body.amount_cents <= 0) return jsonError(c, 422, 'validation_error', 'Importe no válido.');
    return c.json({ id: `pay-${runs}`, amount_cents: body.amount_cents }, 201);
  });
  app.post('/optional', idempotency(deps, { required: false }), (c) => {
    runs += 1;
    return c.json({ runs });
  });
  const post = async (path: string, body: unknown, key?: string, user?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (key) headers['idempotency-key'] = key;
    if (user) headers['x-user'] = user;
    const res = await app.fetch(new Request(`http://sandbox.test${path}`, { method: 'POST', headers, body: JSON.stringify(body) }));
    return { status: res.status, replayed: res.headers.get('idempotent-replayed'), json: await res.json() };
  };
  return { post, runs: () => runs, release: () => release(), advance: (ms: number) => (now += ms), deps };
}

const KEY = 'pago-6f1c2b7e-0001';

describe('Idempotency-Key', () => {
  it('runs once and replays the saved answer for the same key and body', async () => {
    const h = harness();
    const first = await h.post('/pay', { amount_cents: 11970, charge_ids: ['a', 'b'] }, KEY);
    const again = await h.post('/pay', { charge_ids: ['a', 'b'], amount_cents: 11970 }, KEY);
    expect(first).toMatchObject({ status: 201, replayed: null, json: { id: 'pay-1' } });
    expect(again).toMatchObject({ status: 201, replayed: 'true', json: { id: 'pay-1' } });
    expect(h.runs()).toBe(1);
  });

  it('replays an error answer too, a 4xx and a 500 alike', async () => {
    const h = harness();
    expect((await h.post('/pay', { amount_cents: 0 }, KEY)).status).toBe(422);
    expect(await h.post('/pay', { amount_cents: 0 }, KEY)).toMatchObject({ status: 422, replayed: 'true' });
    expect((await h.post('/pay', { fail: true }, 'otra-clave-0002')).status).toBe(500);
    expect(await h.post('/pay', { fail: true }, 'otra-clave-0002')).toMatchObject({ status: 500, replayed: 'true' });
    expect(h.runs()).toBe(2);
  });

  it('refuses the same key with another body with 422 and a Spanish message, without running', async () => {
    const h = harness();
    await h.post('/pay', { amount_cents: 2490 }, KEY);
    const other = await h.post('/pay', { amount_cents: 3990 }, KEY);
    expect(other.status).toBe(422);
    expect(other.json).toEqual({
      error: 'idempotency_key_reused',
      message: 'Esta clave de idempotencia ya se usó con otros datos. Empieza un intento de pago nuevo.',
    });
    expect(h.runs()).toBe(1);
  });

  it('answers 409 to the same key while the first request is still running, then replays', async () => {
    const h = harness();
    const first = h.post('/pay', { amount_cents: 2490, slow: true }, KEY);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const concurrent = await h.post('/pay', { amount_cents: 2490, slow: true }, KEY);
    expect(concurrent.status).toBe(409);
    expect(concurrent.json.error).toBe('idempotency_in_progress');
    h.release();
    expect((await first).status).toBe(201);
    expect((await h.post('/pay', { amount_cents: 2490, slow: true }, KEY)).replayed).toBe('true');
    expect(h.runs()).toBe(1);
  });

  it('scopes keys per user: another user with the same key is another request', async () => {
    const h = harness();
    await h.post('/pay', { amount_cents: 2490 }, KEY, 'usr-01');
    const other = await h.post('/pay', { amount_cents: 3990 }, KEY, 'usr-02');
    expect(other).toMatchObject({ status: 201, replayed: null });
    expect(h.runs()).toBe(2);
  });

  it('requires a well-formed key on payment routes; optional routes run without one', async () => {
    const h = harness();
    expect((await h.post('/pay', { amount_cents: 2490 })).json.error).toBe('idempotency_key_missing');
    expect((await h.post('/pay', { amount_cents: 2490 }, 'corta')).json.error).toBe('idempotency_key_invalid');
    expect((await h.post('/pay', { amount_cents: 2490 }, 'con espacios 123')).status).toBe(400);
    expect((await h.post('/optional', {})).json).toEqual({ runs: 1 });
    expect((await h.post('/optional', {})).json).toEqual({ runs: 2 });
    expect(h.runs()).toBe(2);
  });

  it('forgets a key after 24 hours and on reset', async () => {
    const h = harness();
    await h.post('/pay', { amount_cents: 2490 }, KEY);
    h.advance(24 * 60 * 60 * 1000 + 1);
    expect((await h.post('/pay', { amount_cents: 2490 }, KEY)).replayed).toBeNull();
    h.deps.store.reset();
    expect((await h.post('/pay', { amount_cents: 2490 }, KEY)).replayed).toBeNull();
    expect(h.runs()).toBe(3);
  });
});

describe('Idempotency-Key across origins', () => {
  it('is allowed by the CORS preflight and Idempotent-Replayed (and Retry-After) are readable by the portal', async () => {
    const { app } = sandbox();
    const res = await app.fetch(
      new Request('http://sandbox.test/customers/cus-1008/charges', {
        method: 'OPTIONS',
        headers: {
          origin: 'http://127.0.0.1:4173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'idempotency-key',
        },
      }),
    );
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
    const get = await app.fetch(new Request('http://sandbox.test/openapi.json', { headers: { origin: 'http://127.0.0.1:4173' } }));
    // Retry-After too: the portal words a throttle's wait from it (contract/throttle.ts).
    expect(get.headers.get('access-control-expose-headers')).toBe('Idempotent-Replayed,Retry-After');
  });
});
