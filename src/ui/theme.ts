// A provider's brand over the portal's palette: one primary colour, a logo and a corner radius. A colour is
// judged by the palette's own contrast pairs (ui/contrast.ts, the list the palette's unit test checks), so a
// brand can never make a text or a control harder to read than the default: what fails is refused and the
// default stays. Loaded only when a theme is given (core/appearance/theme.ts).
import { AA_TEXT, AA_UI, contrastRatio, rgb, TEXT_PAIRS, UI_PAIRS } from './contrast.ts';
import { color } from './tokens.ts';

export interface Theme {
  /** `#rrggbb`: buttons, links, the selected state. Hover and soft tints are derived from it. */
  primaryColor?: string;
  /** An https address (or a path of the portal) of the logo shown on the sign-in screens. */
  logoUrl?: string;
  /** Corner radius of cards and controls, in px (0 to 24). */
  radius?: number;
}

/** The fields of a theme that were accepted, as CSS custom properties for :root. */
export type ThemeTokens = Partial<Record<keyof Theme, string>>;

export const MAX_RADIUS = 24;

const toHex = (channels: number[]) => `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
/** `amount` of the way from `hex` towards `target` (0 black, 255 white), channel by channel. */
const mix = (hex: string, target: number, amount: number) => toHex(rgb(hex).map((c) => c + (target - c) * amount));

/** The brand's three tokens from one colour, the way the default palette's are related: hover darker, soft pale. */
export function primaryTokens(primary: string) {
  return { primary, primaryHover: mix(primary, 0, 0.15), primarySoft: mix(primary, 255, 0.9) };
}

const BRAND = new Set<string>(['primary', 'primaryHover', 'primarySoft']);

/** The first pair of the palette's list that a primary colour would fail, with its ratio and the minimum. */
export function contrastFailure(primary: string): { pair: string; ratio: number; minimum: number } | null {
  const palette: Record<string, string> = { ...color, ...primaryTokens(primary) };
  for (const [pairs, minimum] of [
    [TEXT_PAIRS, AA_TEXT],
    [UI_PAIRS, AA_UI],
  ] as const) {
    for (const [fg, bg] of pairs) {
      if (!BRAND.has(fg) && !BRAND.has(bg)) continue;
      const ratio = contrastRatio(palette[fg]!, palette[bg]!);
      if (ratio < minimum) return { pair: `${fg} on ${bg}`, ratio, minimum };
    }
  }
  return null;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Reads a theme field by field against the portal's address (`base`). Returns the accepted fields as custom
 * property declarations and, for each refused one, a warning for the developer console.
 */
export function readTheme(value: unknown, base: string): { tokens: ThemeTokens; refused: string[] } {
  const tokens: ThemeTokens = {};
  const refused: string[] = [];
  if (typeof value !== 'object' || value === null) return { tokens, refused: ['a theme must be an object'] };
  const { primaryColor, logoUrl, radius } = value as Record<string, unknown>;

  if (primaryColor !== undefined) {
    if (typeof primaryColor !== 'string' || !/^#[0-9a-f]{6}$/i.test(primaryColor)) {
      refused.push(`primaryColor ${JSON.stringify(primaryColor)} refused: it must be a #rrggbb colour; the default is kept`);
    } else {
      const failure = contrastFailure(primaryColor);
      if (failure) {
        refused.push(
          `primaryColor ${primaryColor} refused: ${failure.pair} would be ${failure.ratio.toFixed(2)}:1, under WCAG AA's ${failure.minimum}:1; the default is kept`,
        );
      } else {
        const brand = primaryTokens(primaryColor);
        tokens.primaryColor = `--color-primary:${brand.primary};--color-primary-hover:${brand.primaryHover};--color-primary-soft:${brand.primarySoft}`;
      }
    }
  }

  if (logoUrl !== undefined) {
    let url: URL | undefined;
    try {
      url = typeof logoUrl === 'string' ? new URL(logoUrl, base) : undefined;
    } catch {
      url = undefined;
    }
    const allowed =
      url && (url.protocol === 'https:' || url.origin === new URL(base).origin || (url.protocol === 'http:' && LOOPBACK.has(url.hostname)));
    // URL serialisation percent-encodes quotes and drops line breaks, so the address cannot leave url("…").
    if (allowed) tokens.logoUrl = `--brand-logo:url("${url!.href}")`;
    else
      refused.push(`logoUrl ${JSON.stringify(logoUrl)} refused: it must be an https address or a path of the portal; the default is kept`);
  }

  if (radius !== undefined) {
    if (typeof radius === 'number' && Number.isFinite(radius) && radius >= 0 && radius <= MAX_RADIUS) {
      const px = (n: number) => `${Math.round(n)}px`;
      tokens.radius = `--radius-sm:${px(radius / 2)};--radius-md:${px(radius)};--radius-lg:${px(radius * 1.5)}`;
    } else {
      refused.push(`radius ${JSON.stringify(radius)} refused: it must be a number of px from 0 to ${MAX_RADIUS}; the default is kept`);
    }
  }
  return { tokens, refused };
}
