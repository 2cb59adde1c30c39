// The provider's brand: a theme from the configuration (its `theme` field) and one from the host page (the
// bridge's setTheme, the embed's `theme` option). The host's accepted fields win over the configuration's,
// field by field; a refused field (a colour failing AA contrast, an address that is not https, a radius out of
// range) is named in a console warning and the value below it stays. The rules live in ui/theme.ts, loaded only
// when a theme arrives, so a portal without one ships none of it. "Alto contraste" keeps its own palette: its
// rules key on an attribute of <html> and so outrank the theme's plain :root.
import { cssomSheet } from '../../ui/cssom-sheet.ts';
import type { ThemeTokens } from '../../ui/theme.ts';

export type { Theme } from '../../ui/theme.ts';

const layers: Record<'configuration' | 'host', ThemeTokens> = { configuration: {}, host: {} };
let sheet: CSSStyleSheet | undefined;

function write(): void {
  const tokens = { ...layers.configuration, ...layers.host };
  sheet ??= cssomSheet().sheet;
  while (sheet.cssRules.length) sheet.deleteRule(0);
  const declarations = Object.values(tokens).join(';');
  if (declarations) sheet.insertRule(`:root{${declarations}}`);
}

/**
 * Applies a theme from one source in place of that source's previous one. Resolves true when at least one field
 * was accepted; every refused field is warned about in the console.
 */
export async function applyTheme(source: 'configuration' | 'host', value: unknown): Promise<boolean> {
  const { readTheme } = await import('../../ui/theme.ts');
  const { tokens, refused } = readTheme(value, location.href);
  for (const reason of refused) console.warn(`[portal-theme] ${source}: ${reason}`);
  layers[source] = tokens;
  write();
  return Object.keys(tokens).length > 0;
}
