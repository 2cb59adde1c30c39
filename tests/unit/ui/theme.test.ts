import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AA_TEXT, AA_UI, contrastRatio, TEXT_PAIRS, UI_PAIRS } from '../../../src/ui/contrast.ts';
import { color } from '../../../src/ui/tokens.ts';
import { contrastFailure, primaryTokens, readTheme } from '../../../src/ui/theme.ts';

const BASE = 'https://portal.example.es/auth/login';
const brandPairs = (pairs: typeof TEXT_PAIRS) => pairs.filter((pair) => pair.some((name) => name.startsWith('primary')));

describe('a provider theme', () => {
  it('takes a dark enough brand colour, with its hover and soft tints', () => {
    const { tokens, refused } = readTheme({ primaryColor: '#6d2e8c' }, BASE);
    expect(refused).toEqual([]);
    const { primaryHover, primarySoft } = primaryTokens('#6d2e8c');
    expect(tokens.primaryColor).toBe(`--color-primary:#6d2e8c;--color-primary-hover:${primaryHover};--color-primary-soft:${primarySoft}`);
  });

  it('refuses a pale colour, naming the pair and the ratio, and keeps the default', () => {
    const { tokens, refused } = readTheme({ primaryColor: '#9be7e7' }, BASE);
    expect(tokens).toEqual({});
    expect(refused).toEqual([
      expect.stringMatching(/^primaryColor #9be7e7 refused: primary on bg would be 1\.\d\d:1, under WCAG AA's 4\.5:1/),
    ]);
  });

  it('judges a colour by exactly the pairs the palette test checks: accepted means every brand pair passes', () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
    fc.assert(
      fc.property(hex, (primary) => {
        const palette: Record<string, string> = { ...color, ...primaryTokens(primary) };
        const passes =
          brandPairs(TEXT_PAIRS).every(([fg, bg]) => contrastRatio(palette[fg]!, palette[bg]!) >= AA_TEXT) &&
          brandPairs(UI_PAIRS).every(([fg, bg]) => contrastRatio(palette[fg]!, palette[bg]!) >= AA_UI);
        expect(contrastFailure(primary) === null).toBe(passes);
        expect(readTheme({ primaryColor: primary }, BASE).tokens.primaryColor !== undefined).toBe(passes);
      }),
      { numRuns: 500 },
    );
    // The default colour passes, as the palette test says.
    expect(contrastFailure(color.primary)).toBeNull();
  });

  it('refuses what is not a #rrggbb colour', () => {
    for (const wrong of ['red', '#fff', '#6d2e8czz', 42, 'url(x)']) {
      expect(readTheme({ primaryColor: wrong }, BASE).refused).toEqual([expect.stringContaining('must be a #rrggbb colour')]);
    }
  });

  it('takes a logo over https or from the portal itself, inside a url() it cannot leave', () => {
    expect(readTheme({ logoUrl: 'https://cdn.example.com/logo.svg' }, BASE).tokens.logoUrl).toBe(
      '--brand-logo:url("https://cdn.example.com/logo.svg")',
    );
    expect(readTheme({ logoUrl: '/marca/logo.png' }, BASE).tokens.logoUrl).toBe(
      '--brand-logo:url("https://portal.example.es/marca/logo.png")',
    );
    expect(readTheme({ logoUrl: 'http://localhost:4174/logo.svg' }, 'http://127.0.0.1:4173/').tokens.logoUrl).toBe(
      '--brand-logo:url("http://localhost:4174/logo.svg")',
    );
    const quoted = readTheme({ logoUrl: 'https://cdn.example.com/a"),url(https://evil.example/x' }, BASE).tokens.logoUrl!;
    expect(quoted).toBe('--brand-logo:url("https://cdn.example.com/a%22),url(https://evil.example/x")');
    for (const wrong of ['javascript:alert(1)', 'http://cdn.example.com/logo.svg', 'data:image/svg+xml,<svg/>', 7]) {
      expect(readTheme({ logoUrl: wrong }, BASE).refused).toEqual([expect.stringContaining('logoUrl')]);
    }
  });

  it('takes a radius from 0 to 24 px, scaled for small and large corners', () => {
    expect(readTheme({ radius: 4 }, BASE).tokens.radius).toBe('--radius-sm:2px;--radius-md:4px;--radius-lg:6px');
    expect(readTheme({ radius: 0 }, BASE).tokens.radius).toBe('--radius-sm:0px;--radius-md:0px;--radius-lg:0px');
    for (const wrong of [-1, 25, Number.NaN, '8']) expect(readTheme({ radius: wrong }, BASE).refused).toHaveLength(1);
  });

  it('reads each field on its own: a refused one does not take the others with it', () => {
    const { tokens, refused } = readTheme({ primaryColor: '#9be7e7', radius: 12 }, BASE);
    expect(Object.keys(tokens)).toEqual(['radius']);
    expect(refused).toHaveLength(1);
    expect(readTheme(null, BASE).refused).toEqual(['a theme must be an object']);
  });
});
