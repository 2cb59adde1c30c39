import { describe, expect, it } from 'vitest';
import { color, highContrast } from '../../../src/ui/tokens.ts';

type ColorName = keyof typeof color;

// WCAG 2.x relative luminance and contrast ratio.
const channel = (v: number) => {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return 0.2126 * channel(n >> 16) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

// Every foreground the components paint on every background it can sit on.
const text: Array<[ColorName, ColorName]> = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['text', 'primarySoft'],
  ['text', 'dangerSoft'],
  ['text', 'warningSoft'],
  ['text', 'successSoft'],
  ['text', 'infoSoft'],
  ['textMuted', 'bg'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceMuted'],
  ['textMuted', 'primarySoft'],
  ['primary', 'bg'],
  ['primary', 'surface'],
  ['primary', 'primarySoft'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onPrimary', 'danger'],
  ['onPrimary', 'dangerHover'],
  ['danger', 'surface'],
  ['danger', 'dangerSoft'],
  ['warning', 'surface'],
  ['warning', 'warningSoft'],
  ['success', 'surface'],
  ['success', 'successSoft'],
  ['info', 'surface'],
  ['info', 'infoSoft'],
];

// Non-text contrast (WCAG 1.4.11): control borders, the focus ring, icons and accents against their backgrounds.
const ui: Array<[ColorName, ColorName]> = [
  ['borderStrong', 'surface'],
  ['borderStrong', 'bg'],
  // The ring is drawn 2px outside the control (outline-offset), so it always sits on the page or a card.
  ['focus', 'bg'],
  ['focus', 'surface'],
  ['focus', 'primarySoft'],
  ['danger', 'dangerSoft'],
  ['warning', 'warningSoft'],
  ['success', 'successSoft'],
  ['info', 'infoSoft'],
];

// Colours allowed to sit under 3:1 on purpose: decorative dividers and large fills that carry no meaning alone.
const decorative: ColorName[] = ['border'];

describe('palette contrast (WCAG 2.2 AA)', () => {
  it.each(text)('%s on %s reaches 4.5:1 for body text', (fg, bg) => {
    expect(contrast(color[fg], color[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(ui)('%s against %s reaches 3:1 as a UI boundary', (fg, bg) => {
    expect(contrast(color[fg], color[bg])).toBeGreaterThanOrEqual(3);
  });

  it('checks every colour of the palette in at least one pair', () => {
    const covered = new Set([...text.flat(), ...ui.flat(), ...decorative]);
    const missing = (Object.keys(color) as ColorName[]).filter((name) => !covered.has(name));
    expect(missing).toEqual([]);
  });

  // "Alto contraste" (core/reading-comfort.ts): the same pairs with its overrides, text at 7:1 (AAA), and every
  // divider as visible as a control border.
  const contrasted = { ...color, ...highContrast };
  it.each(text)('high contrast: %s on %s reaches 7:1', (fg, bg) => {
    expect(contrast(contrasted[fg], contrasted[bg])).toBeGreaterThanOrEqual(7);
  });

  it.each([...ui, ...decorative.map((name): [ColorName, ColorName] => [name, 'surface'])])('high contrast: %s against %s reaches 3:1', (fg, bg) => {
    expect(contrast(contrasted[fg], contrasted[bg])).toBeGreaterThanOrEqual(3);
  });

  it('computes the reference ratios correctly', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
