import { describe, expect, it } from 'vitest';
import { readSnippet } from '../../../embed/snippet.ts';

const element = (attributes: Record<string, string>) => {
  const div = document.createElement('div');
  div.setAttribute('data-portal-embed', '');
  for (const [name, value] of Object.entries(attributes)) div.setAttribute(name, value);
  return div;
};

describe('readSnippet', () => {
  it('reads every data- attribute of the snippet', () => {
    const div = element({
      'data-src': 'http://127.0.0.1:4173/',
      'data-path': '/auth/login',
      'data-title': 'Mi portal de Clínica Horizonte',
      'data-timeout': '5000',
      'data-module-pk': 'mod_perfil',
      'data-module-sk': 'sk_perfil_2026',
      'data-top-level-origins': 'https://pagos.example.com  https://tpv.example.com',
    });
    expect(readSnippet(div)).toEqual({
      src: 'http://127.0.0.1:4173/',
      path: '/auth/login',
      title: 'Mi portal de Clínica Horizonte',
      timeout: 5000,
      module: { pk: 'mod_perfil', sk: 'sk_perfil_2026' },
      topLevelOrigins: ['https://pagos.example.com', 'https://tpv.example.com'],
    });
  });

  it('defaults the portal to the origin that served the script', () => {
    expect(readSnippet(element({}), 'https://portal.example.es/embed.js')).toEqual({ src: 'https://portal.example.es/' });
  });

  it('needs one of the two', () => {
    expect(readSnippet(element({}))).toBeNull();
  });

  it("reads the host's theme from data-theme-color, -logo and -radius", () => {
    const div = element({ 'data-src': 'https://p.example/', 'data-theme-color': '#6d2e8c', 'data-theme-radius': '4' });
    expect(readSnippet(div)?.theme).toEqual({ primaryColor: '#6d2e8c', logoUrl: undefined, radius: 4 });
    expect(readSnippet(element({ 'data-src': 'https://p.example/', 'data-theme-logo': '/logo.svg' }))?.theme).toEqual({
      primaryColor: undefined,
      logoUrl: new URL('/logo.svg', document.baseURI).href,
      radius: undefined,
    });
    expect(readSnippet(element({ 'data-src': 'https://p.example/' }))?.theme).toBeUndefined();
  });

  it('reads reading comfort from data-text-size and data-high-contrast, leaving out what is not given', () => {
    const both = element({ 'data-src': 'https://p.example/', 'data-text-size': 'grande', 'data-high-contrast': 'true' });
    expect(readSnippet(both)?.readingComfort).toEqual({ textSize: 'grande', highContrast: true });
    const size = readSnippet(element({ 'data-src': 'https://p.example/', 'data-text-size': 'muy-grande' }))?.readingComfort;
    expect(size).toEqual({ textSize: 'muy-grande', highContrast: undefined });
    expect(readSnippet(element({ 'data-src': 'https://p.example/', 'data-high-contrast': 'false' }))?.readingComfort?.highContrast).toBe(
      false,
    );
  });

  it('ignores half a module key', () => {
    expect(readSnippet(element({ 'data-src': 'https://p.example/', 'data-module-pk': 'mod_perfil' }))?.module).toBeUndefined();
  });
});
