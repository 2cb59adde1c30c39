import { describe, expect, it } from 'vitest';
import { buildEnv } from '../../../scripts/build-env.mjs';

describe('where a build will run', () => {
  it('a production build without ACCESS_CONTROL_API or PARENT_ORIGINS is refused, naming what is missing', () => {
    expect(() => buildEnv({ PORTAL_ENV: 'production' })).toThrow(/^Production build refused: set ACCESS_CONTROL_API and PARENT_ORIGINS /);
    expect(() => buildEnv({ PORTAL_ENV: 'production', ACCESS_CONTROL_API: 'https://acceso.clinica.example' })).toThrow(
      /set PARENT_ORIGINS \(/,
    );
    expect(() => buildEnv({ PORTAL_ENV: 'production', PARENT_ORIGINS: ' , ' })).toThrow(/set ACCESS_CONTROL_API and PARENT_ORIGINS/);
  });

  it('a production build takes exactly the given origins', () => {
    const env = {
      PORTAL_ENV: 'production',
      ACCESS_CONTROL_API: 'https://acceso.clinica.example',
      PARENT_ORIGINS: 'https://a.example, https://b.example',
    };
    expect(buildEnv(env)).toEqual({
      production: true,
      accessControlApi: 'https://acceso.clinica.example',
      parentOrigins: ['https://a.example', 'https://b.example'],
    });
  });

  it('other builds leave the gaps to the demo defaults', () => {
    expect(buildEnv({})).toEqual({ production: false, accessControlApi: undefined, parentOrigins: undefined });
  });
});
