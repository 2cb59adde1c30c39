import { describe, expect, it } from 'vitest';
import { readIdentity } from '../../../src/core/session/identity.ts';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.firma`;

const ana = { id: 'c-1', role: 'Titular', affiliation: null, first_name: 'Ana', first_lastname: 'Núñez' };

describe('readIdentity', () => {
  it('reads the profiles list the sandbox mints, accents included', () => {
    expect(readIdentity(jwt({ sub: 'u-1', profiles: [ana] }))).toEqual([ana]);
  });

  it('falls back to the OpenID Connect claims for one person', () => {
    const token = jwt({ sub: 'c-9', given_name: 'Luis', family_name: 'Gómez', role: 'Beneficiario' });
    expect(readIdentity(token)).toEqual([
      { id: 'c-9', role: 'Beneficiario', affiliation: null, first_name: 'Luis', first_lastname: 'Gómez' },
    ]);
  });

  it('uses the configured claim names, top level and list alike', () => {
    const token = jwt({ uid: 7, perfil: 'Vendedor', nombre: 'Eva', apellido: 'Ríos', empresa: 'CORPORATIVO' });
    const names = { id: 'uid', role: 'perfil', first_name: 'nombre', first_lastname: 'apellido', affiliation: 'empresa' };
    expect(readIdentity(token, names)).toEqual([
      { id: '7', role: 'Vendedor', affiliation: 'CORPORATIVO', first_name: 'Eva', first_lastname: 'Ríos' },
    ]);
    expect(readIdentity(jwt({ personas: [ana] }), { profiles: 'personas' })).toEqual([ana]);
  });

  it('reads an empty list as a login with no person of its own (a caregiver, issue 31)', () => {
    expect(readIdentity(jwt({ sub: 'u-1', profiles: [] }))).toEqual([]);
  });

  it('answers null, never throws, for what it cannot read', () => {
    const unreadable = [
      'no-es-un-jwt',
      'a.b.c',
      `${b64({})}.${Buffer.from('no json').toString('base64url')}.x`,
      jwt(null),
      jwt([ana]),
      jwt({}),
      jwt({ sub: 'u-1', email: 'a@b.es' }), // no role anywhere
      jwt({ sub: 'u-1', profiles: [ana, { id: 'c-2' }] }), // one entry without a role spoils the list
      jwt({ sub: '  ', role: 'Titular' }),
    ];
    for (const token of unreadable) expect(readIdentity(token), token).toBeNull();
  });
});
