// Boot. The login screen has already painted from its prerendered HTML; this script takes it over. What no
// screen needs to start (the configuration exchange, the service worker, the bridge) arrives in chunks of
// its own right after; the login form waits for the exchange only when submitted.
import { createRoot } from 'react-dom/client';
import { setupUi } from './ui/setup.ts';
import { store } from './core/state/store.ts';
import { readRefreshToken, readUserData } from './core/session/session-cookies.ts';
import { canWriteSessionCookie, markReadOnlySession } from './core/session/cookies.ts';
import { HAND_OFF_MODES, HAND_OFF_PARAM } from './core/constants.ts';
import { watchScreenSize } from './core/browser/screen-size.ts';
import { readModuleKeys } from './core/config/module-keys.ts';
import { inFrame } from './core/bridge/in-frame.ts';
import { captureTyped, markScriptReady } from './core/browser/prerender-handoff.ts';
import { App, loadHomeArea } from './app/app.tsx';
import { loadChunk, preloadPart } from './core/loading/lazy-part.tsx';
import { connectBridge, reportError } from './core/bridge/bridge-link.ts';
import { setLogSink, toConsole } from './core/errors/logger.ts';
import { onSessionEnd } from './core/session/session-end.ts';
import { homeScreens } from './app/routes/feature-routes.ts';
import { restoreReadingComfort } from './core/appearance/reading-comfort.ts';
import { nextTask } from './core/browser/next-task.ts';
import { remoteTexts } from './i18n/remote.ts';

setupUi();
// Where errors go: the console, and the host page's `onError` when the portal is framed (without personal data:
// core/errors/error-report.ts). First of all, so an error while booting is told too.
setLogSink((entry) => {
  toConsole(entry);
  reportError(entry);
});
// Before the first render, so the member's text size and contrast are there from the first frame the script draws.
restoreReadingComfort();
const user = readUserData();
// A returning member lands on /home: its area and its screen are fetched now, side by side, instead of one
// after the other as the first render discovers them, so the screen paints one round trip after this script.
// In a task of its own, right after this one: asking for them appends a `<link rel="modulepreload">` for each
// chunk they need, about half of what this script's evaluation cost on /home (CPU profile, 2026-11-28), and both
// in one task made it the page's longest (core/browser/next-task.ts). Each part in a task of its own, too: the
// two lists together took 17.7 ms of CPU in one task (a Lighthouse trace); home-area's alone takes 15 to 16 ms,
// home-page's (the chunks home-area's has not asked for) under 6.
async function preloadInTurn(preloads: Array<() => Promise<void>>): Promise<void> {
  const arriving: Promise<void>[] = [];
  for (const preload of preloads) {
    await nextTask();
    arriving.push(preload());
  }
  await Promise.all(arriving);
}
const homeLoads: Array<() => Promise<void>> = [];
if (user && window.location.pathname.startsWith('/home')) {
  homeLoads.push(() => preloadPart(loadHomeArea));
  const screen = /^\/home\/?$/.test(window.location.pathname) && homeScreens.find((route) => route.path === '/');
  if (screen) homeLoads.push(() => preloadPart(screen.load));
}
const homeChunks = homeLoads.length > 0 ? preloadInTurn(homeLoads) : null;
// A reload keeps the session: the cookie's user is the store's user. Inside another site's frame, a browser
// that blocks the portal's cookies is found out now, so the login screen offers the ways in before anyone types
// (core/session/storage-access.ts). A frame that may read its first-party session but not write it (WebKitGTK's default
// policy) goes on with it, keeping what it cannot write in memory: a host reload needs no tap there.
const writable = !inFrame() || canWriteSessionCookie();
const readOnly = !writable && user !== null && readRefreshToken() !== undefined;
if (readOnly) markReadOnlySession();
store.setState('session/restore', { user: writable || readOnly ? user : null, cookiesBlocked: !writable && !readOnly });
// A first-party window a blocked frame opened to sign the member in (core/session/session-hand-off.ts).
const handOff = inFrame() || !window.opener ? null : new URLSearchParams(window.location.search).get(HAND_OFF_PARAM);
if (handOff === HAND_OFF_MODES.signIn)
  void loadChunk('hand-off', () => import('./core/session/session-hand-off.ts')).then((chunk) => chunk?.startHandOff());
else if (handOff === HAND_OFF_MODES.signOut)
  void loadChunk('hand-off', () => import('./core/session/session-hand-off.ts')).then((chunk) => chunk?.endFirstPartySession());
watchScreenSize();
// One way a session ends: an expired session runs the menu's sign-out too (the host hears `logout`, the
// customer record goes). Its chunk loads when needed; by then the menu has usually loaded it already.
onSessionEnd(() => void loadChunk('sign-out', () => import('./app/sign-out.ts')).then((chunk) => chunk?.signOut()));

const root = document.getElementById('app')!;
const start = () => {
  // Just before the render that replaces the prerendered markup: what was typed, and where focus is now.
  captureTyped(root);
  createRoot(root).render(<App formModule={readModuleKeys() !== undefined} />);
  markScriptReady();
};
// The prerendered /home shell (src/prerender.tsx) stays on screen until home's chunks are here: rendered
// sooner, the app would put the areas' loading spinner in its place for the length of a round trip. The render
// takes a task of its own, not the one in which the last chunk's module ran (core/browser/next-task.ts).
if (homeChunks && readModuleKeys() === undefined && root.querySelector('[data-shell]')) void homeChunks.then(nextTask).then(start);
else start();

// The browser offers installation well after the first paint: the listener can arrive with its own chunk.
// Every import() here goes through loadChunk: a chunk that does not arrive (offline, an aborted load) is logged,
// never an uncaught rejection.
void loadChunk('install-prompt', () => import('./app/install-prompt.ts')).then((chunk) => chunk?.captureInstallPrompt());
const configured = loadChunk('config', () => import('./core/config/config.ts')).then((chunk) => {
  if (chunk) return chunk.loadConfig(readModuleKeys());
  // The exchange's code never came: its error state, whose "Reintentar" fetches the chunk again.
  store.setState('config/error', { config: { status: 'error', value: null, error: remoteTexts.network } });
  return null;
});
// A person's text size and contrast follow them from device to device (their account keeps the choice).
void configured.then(
  (config) =>
    config &&
    loadChunk('reading-comfort-sync', () => import('./app/reading-comfort-sync.ts')).then((chunk) => chunk?.startReadingComfortSync()),
);
// Inside the host's iframe only (connectBridge does nothing standalone): the bridge's code loads then.
void connectBridge();

// Standalone only: inside another site's frame the browser partitions or refuses service workers, and the
// host page is what people reload there.
if (!inFrame()) {
  void loadChunk('service-worker', () => import('./core/browser/service-worker.ts')).then((chunk) =>
    chunk?.registerServiceWorker({ whenStable: configured }),
  );
}
