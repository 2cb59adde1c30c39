import type { Deps } from './env.ts';

/**
 * The portal page an e-mail's link opens: the page the caller named, when it is on one of the portal's origins
 * (never another site: a link in our e-mail must not lead elsewhere), or `defaultPath` on the first origin.
 * Null when the caller named a page elsewhere.
 */
export function portalPage(requested: unknown, defaultPath: string, deps: Deps): string | null {
  if (requested === undefined || requested === null || requested === '') return `${deps.opts.corsOrigins[0]}${defaultPath}`;
  if (typeof requested !== 'string') return null;
  try {
    const url = new URL(requested);
    return deps.opts.corsOrigins.includes(url.origin) ? `${url.origin}${url.pathname}` : null;
  } catch {
    return null;
  }
}
