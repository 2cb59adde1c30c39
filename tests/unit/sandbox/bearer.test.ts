// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sign } from 'hono/jwt';
import { sandbox } from './sandbox-client.ts';

const PROTECTED: Array<[string, string]> = [
  ['GET', '/customer/cus-1001?role=Titular'],
  ['GET', '/beneficiaries?titular_id=cus-1001'],
  ['POST', '/beneficiaries'],
  ['PUT', '/beneficiaries/ben-2001'],
  ['DELETE', '/beneficiaries/ben-2001'],
  ['PATCH', '/beneficiaries/ben-2001/enable'],
  ['POST', '/beneficiaries/ben-2001/invitation'],
  ['GET', '/forms/perfil-afiliado/versions/latest/values/cus-1001'],
  ['PUT', '/forms/perfil-afiliado/versions/latest/values/cus-1001'],
];

describe('bearer check', () => {
  it.each(PROTECTED)('%s %s without a token gets 401 invalid_token', async (method, path) => {
    const { call } = sandbox();
    const reply = await call(method, path);
    expect(reply.status).toBe(401);
    expect(reply.json.error).toBe('invalid_token');
    expect(reply.json.message).toEqual(expect.any(String));
  });

  it('rejects garbage, a non-Bearer scheme and a token signed with another secret', async () => {
    const { call } = sandbox();
    const forged = await sign({ sub: 'usr-01', email: 'titular@demo.es', profiles: [], exp: 4102444800 }, 'otro-secreto', 'HS256');
    for (const authorization of ['Bearer basura', 'Basic dXNlcjpwYXNz', `Bearer ${forged}`, 'Bearer']) {
      const reply = await call('GET', '/customer/cus-1001?role=Titular', { headers: { authorization } });
      expect(reply.status, authorization).toBe(401);
      expect(reply.json.error).toBe('invalid_token');
    }
  });

  it('lets a valid token through', async () => {
    const { call, login } = sandbox();
    const token = await login('titular@demo.es');
    expect((await call('GET', '/customer/cus-1001?role=Titular', { token })).status).toBe(200);
  });

  it('leaves the public routes open', async () => {
    const { call } = sandbox();
    expect((await call('GET', '/nomenclatures/genders')).status).toBe(200);
    expect((await call('GET', '/validation/alguien@correo.es')).status).toBe(200);
    // /audit is not public any more: who wrote a record is its token's (issue 28; otp-forms-audit.test.ts).
    expect((await call('POST', '/audit', { body: { event: 'prueba' } })).status).toBe(401);
  });
});
