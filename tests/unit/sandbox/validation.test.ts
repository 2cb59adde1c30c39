// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sandbox } from './sandbox-client.ts';

describe('validation endpoints', () => {
  it('checks e-mails and whether they are taken', async () => {
    const { call } = sandbox();
    expect((await call('GET', '/validation/titular@demo.es')).json).toEqual({ value: 'titular@demo.es', valid: true, exists: true });
    expect((await call('GET', '/validation/libre@correo.es')).json).toMatchObject({ valid: true, exists: false });
    expect((await call('GET', '/validation/sin-arroba')).json).toMatchObject({ valid: false, exists: false });
  });

  it('accepts Spanish mobiles (9 digits, 6 or 7 first) and spots known ones', async () => {
    const { call } = sandbox();
    const check = async (value: string, query = '?country_code=34') =>
      (await call('GET', `/customer/phone-validation/${encodeURIComponent(value)}${query}`)).json;
    expect(await check('612483920')).toEqual({ value: '612483920', valid: true, exists: true });
    expect(await check('711 222 333', '')).toMatchObject({ valid: true, exists: false });
    expect(await check('912345678')).toMatchObject({ valid: false });
    expect(await check('61234567')).toMatchObject({ valid: false });
    expect(await check('612483920', '?country_code=33')).toMatchObject({ valid: false });
  });

  it('checks the DNI and NIE check letter', async () => {
    const { call } = sandbox();
    const check = async (value: string, type: string) =>
      (await call('GET', `/customer/document-number-validation/${value}?document_type=${type}`)).json;
    expect(await check('51234876F', 'DNI')).toEqual({ value: '51234876F', valid: true, exists: true });
    expect(await check('51234876G', 'DNI')).toMatchObject({ valid: false });
    expect(await check('33445566r', 'DNI')).toMatchObject({ valid: true, exists: false });
    expect(await check('Y2345678Z', 'NIE')).toMatchObject({ valid: true });
    expect(await check('Y2345678A', 'NIE')).toMatchObject({ valid: false });
    expect(await check('PAA123456', 'PASAPORTE')).toMatchObject({ valid: true });
    expect((await call('GET', '/customer/document-number-validation/51234876F')).status).toBe(400);
  });
});
