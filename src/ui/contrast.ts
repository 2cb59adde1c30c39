// WCAG 2.x contrast between two #rrggbb colours: the palette's unit test and a provider's theme (ui/theme.ts)
// are judged by the same arithmetic.

import type { color } from './tokens.ts';

/** The AA minimum for body text. */
export const AA_TEXT = 4.5;
/** The AA minimum for UI boundaries (WCAG 1.4.11): borders, focus rings, icons. */
export const AA_UI = 3;

type ColorPair = [keyof typeof color, keyof typeof color];

// Every foreground the components paint on every background it can sit on.
export const TEXT_PAIRS: ColorPair[] = [
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
export const UI_PAIRS: ColorPair[] = [
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

const channel = (v: number) => {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** The three channels of `#rrggbb`. */
export const rgb = (hex: string): [number, number, number] => {
  const n = parseInt(hex.slice(1), 16);
  return [n >> 16, (n >> 8) & 255, n & 255];
};

const luminance = (hex: string) => {
  const [r, g, b] = rgb(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

/** The contrast ratio, from 1 (same colour) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
