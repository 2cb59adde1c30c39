// Build-time entry (scripts/vite-plugin-prerender.ts): renders the routes people land on cold to HTML with the
// CSS they need, so the login, the welcome and a returning member's home paint from the HTML alone while the
// script loads; the script then takes the markup over.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { extractCss } from 'goober';
import { Router } from 'wouter';
import { setupUi } from './ui/setup.ts';
import { App } from './app/app.tsx';
import { AppFrame } from './app/frame/app-frame.tsx';
import { HomeLayout } from './app/layout/home-layout.tsx';
import { HomeShell } from './features/home/components/home-shell.tsx';
import {
  DOOR_FLAG,
  DOOR_PAGE_FLAG,
  doorScript,
  fallbackBodyScript,
  fallbackDoorScript,
  homeShellCss,
  homeShellScripts,
  readingComfortScript,
} from './core/browser/prerendered-scripts.ts';
import { documentTitle } from './core/routing/document-title.ts';
import { loginTexts } from './i18n/auth-login.ts';
import { authTexts } from './i18n/auth.ts';
import { actingTexts } from './i18n/caregivers-session.ts';
import { homeTexts } from './i18n/home.ts';
import { paths } from './core/routing/paths.ts';

export interface PrerenderedPage {
  html: string;
  css: string;
  /** Inline scripts of the page's own: before the body is parsed, and right after the app's markup. */
  head?: string;
  body?: string;
}

/**
 * Where people land cold: the login, the welcome a signed-out visitor reaches, a returning member's home. `door`:
 * the page first runs the door (`door` below), which sends a visitor without the user cookie from /home to the welcome.
 */
export const routes = [
  { path: paths.login, title: documentTitle(loginTexts.title) },
  { path: paths.welcome, title: documentTitle(authTexts.welcome.title) },
  { path: paths.home, title: documentTitle(homeTexts.title), door: true },
];

export interface Door {
  script: string;
  /** The window property the door sets when it sends the visitor on. */
  flag: string;
}

/** The door of /home's page: core/browser/prerendered-scripts.ts. */
export const door: Door = { script: doorScript(), flag: DOOR_FLAG };

// Every rule goober has written so far. goober writes a class's rule once, the first time any page uses it, and
// extractCss() empties its sheet: each page is given the whole set, and the plugin keeps what its markup uses.
let sheet = '';

const render = (tree: ReactNode) => {
  setupUi();
  const html = renderToString(tree);
  sheet += extractCss();
  return { html, css: sheet };
};

export function prerender(path: string): PrerenderedPage {
  if (path !== paths.home) return { ...render(<App ssrPath={path} />), head: readingComfortScript() };
  // Home is the app's own layout around a shell with every role's tiles: no user exists at build time.
  const { html, css } = render(
    <Router ssrPath={path}>
      <AppFrame>
        <HomeLayout shell>
          <HomeShell />
        </HomeLayout>
      </AppFrame>
    </Router>,
  );
  const shell = homeShellScripts(homeTexts.greeting, homeTexts.actingGreeting, actingTexts.banner.helping);
  return { html, css: css + homeShellCss(), head: `${readingComfortScript()};${shell.head}`, body: shell.body };
}

export interface FallbackPage extends PrerenderedPage {
  title: string;
  /** The pages the door may paint in place, each the markup of its own prerendered page, in a template. */
  templates: { path: string; html: string }[];
  /** The window property naming the template the door chose (none: the app renders the address itself). */
  flag: string;
}

/**
 * The page of every address the build has no page of (the SPA fallback, index.html: the root, unknown addresses,
 * /auth, deep links): the welcome's and the /home shell's markup in templates, which its door fills #app with
 * where the app's guards would end (docs/decisions/013-every-door-paints-from-html.md), so `/` paints the welcome
 * or a member's home without a second document. Rendered after `routes`, so its CSS holds every rule of both.
 */
export function prerenderFallback(): FallbackPage {
  const pages = [paths.welcome, paths.home].map((path) => ({ path, html: prerender(path).html }));
  const titles = Object.fromEntries(routes.map((route) => [route.path, route.title]));
  const shell = homeShellScripts(homeTexts.greeting, homeTexts.actingGreeting, actingTexts.banner.helping);
  return {
    title: titles[paths.welcome]!,
    html: '',
    templates: pages,
    css: sheet + homeShellCss(),
    head: `${fallbackDoorScript(titles)};${readingComfortScript()};${shell.head}`,
    body: `${fallbackBodyScript()};${shell.body}`,
    flag: DOOR_PAGE_FLAG,
  };
}
