import { describe, expect, it } from 'vitest';
import { color, highContrast } from '../../../src/ui/tokens.ts';
import { AA_TEXT, AA_UI, contrastRatio, TEXT_PAIRS, UI_PAIRS } from '../../../src/ui/contrast.ts';

type ColorName = keyof typeof color;

const contrast = contrastRatio;
const text = TEXT_PAIRS;
const ui = UI_PAIRS;

// Colours allowed to sit under 3:1 on purpose: decorative dividers and large fills that carry no meaning alone.
const decorative: ColorName[] = ['border'];

describe('palette contrast (WCAG 2.2 AA)', () => {
  it.each(text)('%s on %s reaches 4.5:1 for body text', (fg, bg) => {
    expect(contrast(color[fg], color[bg])).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(ui)('%s against %s reaches 3:1 as a UI boundary', (fg, bg) => {
    expect(contrast(color[fg], color[bg])).toBeGreaterThanOrEqual(AA_UI);
  });

  it('checks every colour of the palette in at least one pair', () => {
    const covered = new Set([...text.flat(), ...ui.flat(), ...decorative]);
    const missing = (Object.keys(color) as ColorName[]).filter((name) => !covered.has(name));
    expect(missing).toEqual([]);
  });

  // "Alto contraste" (core/appearance/reading-comfort.ts): the same pairs with its overrides, text at 7:1 (AAA), and every
  // divider as visible as a control border.
  const contrasted = { ...color, ...highContrast };
  it.each(text)('high contrast: %s on %s reaches 7:1', (fg, bg) => {
    expect(contrast(contrasted[fg], contrasted[bg])).toBeGreaterThanOrEqual(7);
  });

  it.each([...ui, ...decorative.map((name): [ColorName, ColorName] => [name, 'surface'])])(
    'high contrast: %s against %s reaches 3:1',
    (fg, bg) => {
      expect(contrast(contrasted[fg], contrasted[bg])).toBeGreaterThanOrEqual(3);
    },
  );

  it('computes the reference ratios correctly', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
