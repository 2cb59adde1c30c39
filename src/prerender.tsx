// Build-time entry (scripts/vite-plugin-prerender.ts): renders the routes people land on cold to HTML with the
// CSS they need, so the login screen paints from the HTML alone while the script loads; the script then takes
// the markup over.
import { renderToString } from 'react-dom/server';
import { extractCss } from 'goober';
import { setupUi } from './ui/setup.ts';
import { App } from './app/app.tsx';
import { documentTitle } from './core/document-title.ts';
import { loginTexts } from './i18n/login.ts';
import { paths } from './core/paths.ts';

export const routes = [{ path: paths.login, title: documentTitle(loginTexts.title) }];

export function prerender(path: string): { html: string; css: string } {
  setupUi();
  const html = renderToString(<App ssrPath={path} />);
  return { html, css: extractCss() };
}
