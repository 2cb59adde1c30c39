// Design tokens. Components never hard-code a value: they read the CSS custom properties that
// global-style.ts writes on :root from these objects, so a later theme (a provider's brand colour)
// can override the properties without touching a component.

/** Calm medical palette. Every text/background pair is checked for WCAG AA in tests/unit/ui/contrast.test.ts. */
export const color = {
  // Neutrals
  bg: '#f4f7f8',
  surface: '#ffffff',
  surfaceMuted: '#e9eef1',
  text: '#1b2a33',
  textMuted: '#51626e',
  // Decorative dividers only; controls use borderStrong, which passes 3:1 as a UI boundary.
  border: '#dde4e8',
  borderStrong: '#7b8a94',
  // Brand: a deep teal
  primary: '#0b6e6e',
  primaryHover: '#095c5c',
  primarySoft: '#e6f3f3',
  onPrimary: '#ffffff',
  // A blue ring stands out from the teal brand, so focus is never mistaken for a selected state.
  focus: '#174ea6',
  // Status
  danger: '#b42318',
  dangerHover: '#921c12',
  dangerSoft: '#fdecea',
  warning: '#8a4b00',
  warningSoft: '#fff4e0',
  success: '#1e6b3a',
  successSoft: '#e8f5ec',
  info: '#1f5fa8',
  infoSoft: '#e8f0fb',
} as const;

/**
 * "Alto contraste" (reading comfort): the palette's tokens that change, each pair at 7:1 or more (WCAG AAA for text),
 * dividers as visible as control borders. Checked with the normal palette in tests/unit/ui/contrast.test.ts.
 */
export const highContrast = {
  bg: '#ffffff',
  surfaceMuted: '#eeeeee',
  text: '#000000',
  textMuted: '#222222',
  border: '#000000',
  borderStrong: '#000000',
  primary: '#004545',
  primaryHover: '#002e2e',
  primarySoft: '#e3f1f1',
  focus: '#0030b0',
  danger: '#8b0b00',
  dangerHover: '#6a0800',
  warning: '#573000',
  success: '#0a4220',
  info: '#0a3a78',
} as const satisfies Partial<Record<keyof typeof color, string>>;

/**
 * "Tamaño del texto" (reading comfort): the root font size each choice sets. Type and spacing are in rem, so both
 * follow; control heights stay minimums in px and grow with their text.
 */
export const textScale = {
  normal: '100%',
  grande: '125%',
  'muy-grande': '150%',
} as const;

/** Type scale in rem so it follows the user's font-size setting; 16 px base, nothing under 14 px. */
export const fontSize = {
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
} as const;

export const fontFamily = {
  body: 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif',
} as const;

/** Spacing scale (4 px steps at the low end, then generous). */
export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '3rem',
} as const;

export const radius = {
  sm: '4px',
  md: '8px',
  lg: '12px',
  full: '999px',
} as const;

export const shadow = {
  sm: '0 1px 2px rgba(27,42,51,.08),0 1px 3px rgba(27,42,51,.06)',
  md: '0 4px 16px rgba(27,42,51,.14)',
} as const;

export const z = {
  header: '10',
  overlay: '100',
  toast: '1000',
} as const;

/** Durations become 0 under prefers-reduced-motion (global-style.ts). fade matches the 500 ms alert fade of docs/specification.md, section 4. */
export const motion = {
  fast: '150ms',
  fade: '500ms',
} as const;

/** Minimum target sizes: primary controls 44 px for older users on small phones; never under WCAG's 24 px. */
export const size = {
  control: '44px',
  controlSm: '32px',
} as const;

/** The brand's logo on the sign-in screens, a CSS image so a provider's theme (ui/theme.ts) can replace it. */
export const brand = {
  logo: 'url("/icons/icon.svg")',
} as const;

const groups = { color, font: fontSize, family: fontFamily, space, radius, shadow, z, motion, size, brand };
type Groups = typeof groups;

const kebab = (key: string) => key.replace(/[A-Z]/g, (m) => '-' + m.toLowerCase());

/** `--color-primary:#0b6e6e;...`: the declarations global-style.ts puts on :root. */
export const rootDeclarations = Object.entries(groups)
  .flatMap(([group, values]) => Object.entries(values).map(([key, value]) => `--${group}-${kebab(key)}:${value}`))
  .join(';');

/** Reading comfort's rules, keyed on the attributes core/appearance/reading-comfort.ts sets on <html>. */
export const readingComfortRules =
  Object.entries(textScale)
    .map(([size, scale]) => `:root[data-text-size=${size}]{font-size:${scale};}`)
    .join('') +
  `:root[data-contrast=alto]{${Object.entries(highContrast)
    .map(([key, value]) => `--color-${kebab(key)}:${value}`)
    .join(';')};}`;

/** Under prefers-reduced-motion every duration token becomes 0, so fades and slides simply stop. */
export const reducedMotionDeclarations = Object.keys(motion)
  .map((key) => `--motion-${kebab(key)}:0ms`)
  .join(';');

/** `vars.color.primary` is `var(--color-primary)`: what component styles interpolate. */
export const vars = Object.fromEntries(
  Object.entries(groups).map(([group, values]) => [
    group,
    Object.fromEntries(Object.keys(values).map((key) => [key, `var(--${group}-${kebab(key)})`])),
  ]),
) as { [G in keyof Groups]: { [K in keyof Groups[G]]: string } };
