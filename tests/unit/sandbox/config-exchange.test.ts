// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ORIGIN, sandbox } from './sandbox-client.ts';

const KEY = '4829105736482910';

/** Decrypts as the browser will: WebCrypto, key = SHA-256 of the key string, tag appended to the ciphertext. */
async function open(sealed: { a: string; b: string; c: string }, key = KEY) {
  const raw = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  const aesKey = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
  const iv = Buffer.from(sealed.a, 'base64');
  expect(iv.length).toBe(12);
  expect(Buffer.from(sealed.c, 'base64').length).toBe(16);
  const data = Buffer.concat([Buffer.from(sealed.b, 'base64'), Buffer.from(sealed.c, 'base64')]);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, aesKey, data);
  return JSON.parse(new TextDecoder().decode(plain));
}

describe('configuration exchange', () => {
  it('decrypts to the portal configuration with the spec fields', async () => {
    const { call } = sandbox();
    const reply = await call('POST', '/clients/frontend', { body: { key: KEY } });
    expect(reply.status).toBe(200);
    const config = await open(reply.json);
    expect(config).toEqual({
      url: ORIGIN,
      client_id: 'portal-afiliados',
      client_secret: expect.any(String),
      UrlAPIOtp: `${ORIGIN}/otp`,
      formUrlBackend: ORIGIN,
      formId: 'perfil-afiliado',
      formWindowData: { title: 'Portal de afiliados', icon: `${ORIGIN}/icons/portal.svg` },
      parentOrigins: ['http://localhost:4174', 'http://127.0.0.1:4174'],
      // The hosted card gateway is served on the sandbox's own origin and opened at the top level.
      topLevelOrigins: ['http://localhost:4174', 'http://127.0.0.1:4174', ORIGIN],
    });
  });

  it('does not decrypt with another key', async () => {
    const { call } = sandbox();
    const reply = await call('POST', '/clients/frontend', { body: { key: KEY } });
    await expect(open(reply.json, '1111222233334444')).rejects.toThrow();
  });

  it('gives a module its own configuration and form-window data', async () => {
    const { call } = sandbox();
    const reply = await call('POST', '/clients/frontend?module_pk=mod_beneficiarios&module_sk=sk_beneficiarios_2026', {
      body: { key: KEY },
    });
    expect(reply.status).toBe(200);
    const config = await open(reply.json);
    expect(config.formId).toBe('alta-beneficiario');
    expect(config.formWindowData).toEqual({ title: 'Invita a tus beneficiarios', icon: `${ORIGIN}/icons/beneficiarios.svg` });
  });

  it('answers an array, in order, when several modules are asked for', async () => {
    const { call } = sandbox();
    const reply = await call(
      'POST',
      '/clients/frontend?module_pk=mod_perfil,mod_beneficiarios&module_sk=sk_perfil_2026,sk_beneficiarios_2026',
      {
        body: { key: KEY },
      },
    );
    expect(Array.isArray(reply.json)).toBe(true);
    const configs = await Promise.all(reply.json.map((sealed: { a: string; b: string; c: string }) => open(sealed)));
    expect(configs.map((c) => c.formWindowData.title)).toEqual(['Completa tu perfil', 'Invita a tus beneficiarios']);
  });

  it('refuses a wrong module pair with 403', async () => {
    const { call } = sandbox();
    for (const query of ['module_pk=mod_perfil&module_sk=sk_beneficiarios_2026', 'module_pk=nope&module_sk=x', 'module_pk=mod_perfil']) {
      const reply = await call('POST', `/clients/frontend?${query}`, { body: { key: KEY } });
      expect(reply.status, query).toBe(403);
      expect(reply.json.error).toBe('invalid_module');
    }
  });

  it('refuses a key that is not exactly 16 digits with 400', async () => {
    const { call } = sandbox();
    for (const key of ['123', '12345678901234567', 'abcdefghijklmnop', 1234567890123456, null]) {
      const reply = await call('POST', '/clients/frontend', { body: { key } });
      expect(reply.status, String(key)).toBe(400);
      expect(reply.json.message).toEqual(expect.any(String));
    }
  });

  it('builds the URLs from the origin the request came to', async () => {
    const { app } = sandbox();
    const response = await app.fetch(
      new Request('http://127.0.0.1:9999/clients/frontend', {
        method: 'POST',
        // As the portal sends it: JSON under application/json (a text/plain body is refused, 415).
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: KEY }),
      }),
    );
    const config = await open(await response.json());
    expect(config.url).toBe('http://127.0.0.1:9999');
  });

  it('serves the three icons as SVG and 404s others', async () => {
    const { app } = sandbox();
    for (const name of ['portal', 'perfil', 'beneficiarios']) {
      const response = await app.fetch(new Request(`${ORIGIN}/icons/${name}.svg`));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg [^>]*stroke="currentColor"/);
    }
    expect((await app.fetch(new Request(`${ORIGIN}/icons/otro.svg`))).status).toBe(404);
  });
});
