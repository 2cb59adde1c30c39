// The one-line snippet: <div data-portal-embed data-src=".." data-path=".."> plus the script tag.
import type { EmbedOptions } from './types.ts';

export const SNIPPET_SELECTOR = '[data-portal-embed]';

/**
 * Options from a snippet element's data- attributes. Without data-src the portal is the origin that served
 * the script, which is where operators load it from.
 */
export function readSnippet(element: HTMLElement, scriptSrc?: string): EmbedOptions | null {
  const data = element.dataset;
  const src = data.src || (scriptSrc ? new URL('/', scriptSrc).href : '');
  if (!src) return null;
  const options: EmbedOptions = { src };
  if (data.path) options.path = data.path;
  if (data.title) options.title = data.title;
  if (data.timeout) options.timeout = Number(data.timeout);
  if (data.modulePk && data.moduleSk) options.module = { pk: data.modulePk, sk: data.moduleSk };
  // Unknown values fall back to the defaults (mount reads anything else than the known words as the default).
  if (data.load) options.load = data.load as EmbedOptions['load'];
  if (data.height) options.height = data.height as EmbedOptions['height'];
  if (data.label) options.label = data.label;
  if (data.themeColor || data.themeLogo || data.themeRadius) {
    // The logo's address is the host page's, so a relative one is read against the page.
    options.theme = {
      primaryColor: data.themeColor,
      logoUrl: data.themeLogo && new URL(data.themeLogo, element.baseURI).href,
      radius: data.themeRadius ? Number(data.themeRadius) : undefined,
    };
  }
  // Reading comfort: data-text-size (normal, grande, muy-grande) and data-high-contrast ("true" or "false"); one
  // left out reaches the portal as undefined and leaves the member's own choice alone.
  if (data.textSize || data.highContrast)
    options.readingComfort = {
      textSize: data.textSize as 'grande',
      highContrast: (data.highContrast && data.highContrast == 'true') as boolean,
    };
  if (data.topLevelOrigins) options.topLevelOrigins = data.topLevelOrigins.split(/\s+/).filter(Boolean);
  return options;
}
