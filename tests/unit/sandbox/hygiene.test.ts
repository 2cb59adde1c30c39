// @vitest-environment node
// The API's hygiene (middleware/hygiene.ts): no cache and no sniffing of what it answers, JSON only under
// application/json, a size limit on every body.
import { describe, expect, it } from 'vitest';
import { sandbox } from './sandbox-client.ts';

describe('API hygiene', () => {
  it('answers JSON with no-store and nosniff, a refusal too', async () => {
    const { call, login } = sandbox();
    const token = await login('titular@demo.es');
    for (const reply of [
      await call('GET', '/customer/cus-1001?role=Titular', { token }),
      await call('GET', '/customer/cus-1007?role=Titular', { token }),
    ]) {
      expect(reply.headers.get('cache-control')).toBe('no-store');
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('refuses a JSON call sent as text/plain or a form (a cross-site simple POST) with 415 in Spanish', async () => {
    const { call } = sandbox();
    const body = JSON.stringify({ email: 'alguien@example.com' });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const reply = await call('POST', '/otp', { rawBody: body, headers: { 'content-type': type } });
      expect(reply.status).toBe(415);
      expect(reply.json.message).toMatch(/debe ser JSON/);
    }
  });

  it('refuses a body over the limit with 413, and takes a PQR attachment of its size', async () => {
    const { call, login } = sandbox();
    const reply = await call('POST', '/audit', { body: { event: 'login', details: { relleno: 'x'.repeat(100 * 1024) } } });
    expect(reply.status).toBe(413);
    expect(reply.json.message).toBe('La petición es demasiado grande.');
    const token = await login('titular@demo.es');
    const big = await call('POST', '/pqrs', { token, body: { relleno: 'x'.repeat(1024 * 1024) } });
    expect(big.status).not.toBe(413);
  });
});
