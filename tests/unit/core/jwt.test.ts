import { describe, expect, it } from 'vitest';
import { decodeJwtPayload } from '../../../src/core/session/jwt.ts';
import { fakeJwt } from './helpers.ts';

describe('decodeJwtPayload', () => {
  it('reads a base64url payload with accents and characters that need the URL-safe alphabet', () => {
    const payload = {
      sub: 'acc-1',
      email: 'familia@demo.es',
      profiles: [{ id: 'p-1', role: 'Titular', affiliation: null, first_name: 'Íñigo', first_lastname: 'Muñoz ÿÿÿ>>>???' }],
      iat: 1,
      exp: 2,
    };
    const token = fakeJwt(payload);
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeJwtPayload(token)).toEqual(payload);
  });

  it('refuses a token without a payload part', () => {
    expect(() => decodeJwtPayload('solo-una-parte')).toThrow();
  });
});
