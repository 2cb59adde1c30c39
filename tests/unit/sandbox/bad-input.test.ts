// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sandbox } from './sandbox-client.ts';

/** Every route that reads a JSON body, with a path that exists in the seed so only the body is wrong. */
const BODY_ROUTES: Array<[string, string, boolean]> = [
  ['POST', '/clients/frontend', false],
  ['POST', '/customers', false],
  ['POST', '/beneficiaries', true],
  ['PUT', '/beneficiaries/ben-2001', true],
  ['POST', '/beneficiaries/ben-2001/invitation', true],
  ['POST', '/otp', false],
  ['POST', '/otp/verification', false],
  ['PUT', '/forms/perfil-afiliado/versions/latest/values/cus-1001', true],
  ['POST', '/audit', false],
  ['POST', '/__sandbox/faults', false],
];

const BAD_BODIES: Array<[string, string]> = [
  ['malformed JSON', '{"a": '],
  ['an empty body', ''],
  ['a JSON array', '[1, 2]'],
  ['JSON null', 'null'],
  ['an empty object', '{}'],
  [
    'mistyped fields',
    JSON.stringify({
      key: 12,
      first_name: 3,
      titular_id: 'cus-1001',
      invitation_url: 5,
      address: [],
      channel: 'fax',
      code: 123456,
      values: 'x',
      general_status: 'HECHO',
      event: {},
      method: 7,
      path: 'sin-barra',
      first_lastname: true,
    }),
  ],
];

describe('bad input never crashes', () => {
  for (const [method, path, needsToken] of BODY_ROUTES) {
    it.each(BAD_BODIES)(`${method} ${path} with %s gets a 4xx JSON error`, async (_label, rawBody) => {
      const { call, login } = sandbox();
      const token = needsToken ? await login('titular@demo.es') : undefined;
      const reply = await call(method, path, { rawBody, token, headers: { 'content-type': 'application/json' } });
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      expect(reply.json).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    });
  }

  it('answers unknown routes with a JSON 404', async () => {
    const reply = await sandbox().call('GET', '/no/existe');
    expect(reply.status).toBe(404);
    expect(reply.json).toEqual({ error: 'not_found', message: 'La ruta solicitada no existe.' });
  });

  it('answers unknown ids with 404', async () => {
    const { call, login } = sandbox();
    const token = await login('titular@demo.es');
    // A body the contract accepts: one it refuses is answered 422 before the id is looked up (validate-requests.ts).
    const person = {
      first_name: 'Eva',
      first_lastname: 'Ruiz',
      document_type: 'DNI',
      birth_date: '2001-09-03',
      gender: 'F',
      relationship: 'HIJO',
    };
    expect((await call('PUT', '/beneficiaries/ben-0000', { token, body: person })).status).toBe(404);
    const invitation = { invitation_url: 'http://localhost:4173/invitacion' };
    expect((await call('POST', '/beneficiaries/ben-0000/invitation', { token, body: invitation })).status).toBe(404);
  });

  it('sends CORS headers to the portal origins only', async () => {
    const { app } = sandbox();
    const preflight = await app.fetch(
      new Request('http://sandbox.test/beneficiaries', {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:4173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-skip-interceptor');
    const stranger = await app.fetch(
      new Request('http://sandbox.test/nomenclatures/genders', { headers: { origin: 'http://malo.example' } }),
    );
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });
});
