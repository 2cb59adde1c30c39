// Build-time entry (scripts/vite-plugin-prerender.ts): renders the routes people land on cold to HTML with the
// CSS they need, so the login and welcome screens paint from the HTML alone while the script loads; the script then takes
// the markup over.
import { renderToString } from 'react-dom/server';
import { extractCss } from 'goober';
import { setupUi } from './ui/setup.ts';
import { App } from './app/app.tsx';
import { documentTitle } from './core/document-title.ts';
import { loginTexts } from './i18n/auth-login.ts';
import { authTexts } from './i18n/auth.ts';
import { paths } from './core/paths.ts';

/** Where people land cold: the login, and the welcome a signed-out visitor of the portal's address reaches. */
export const routes = [
  { path: paths.login, title: documentTitle(loginTexts.title) },
  { path: paths.welcome, title: documentTitle(authTexts.welcome.title) },
];

export function prerender(path: string): { html: string; css: string } {
  setupUi();
  const html = renderToString(<App ssrPath={path} />);
  return { html, css: extractCss() };
}
