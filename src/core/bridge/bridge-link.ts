// The app's end of the bridge: started only inside a frame, once the configuration has said which host
// origins to trust. Route changes, sign-out, top-level URLs and the page's size go up; NAVIGATION comes down.
import type { LogEntry } from '../errors/logger.ts';
import type { Outcome, PortalBridge } from './start-bridge.ts';
import { whenConfigReady } from '../config/config-ready.ts';
import { navigate } from '../routing/navigation.ts';
import { inFrame } from './in-frame.ts';

let bridge: PortalBridge | null = null;
let connecting: Promise<PortalBridge | null> | null = null;
let lastPath = '';
const told = new Set<string>();
let errorsTold = 0;
/** A screen that fails on every render must not flood the host: the first few of a page load say enough. */
const MAX_ERROR_REPORTS = 20;

/** One bridge per page, however many callers ask; none outside a frame. Resolves null when no host connects. */
export function connectBridge(): Promise<PortalBridge | null> {
  connecting ??= inFrame() ? connect() : Promise.resolve(null);
  return connecting;
}

async function connect(): Promise<PortalBridge | null> {
  try {
    const config = await whenConfigReady();
    const { startBridge } = await import('./start-bridge.ts');
    const parentOrigins = config.parentOrigins ?? [];
    bridge = await startBridge({ parentOrigins, topLevelOrigins: config.topLevelOrigins ?? parentOrigins, navigate });
    if (lastPath) bridge.reportNavigation(lastPath);
    watchSize(bridge);
    forwardEscape(bridge);
    return bridge;
  } catch (error) {
    // Framed by a page that is not ours, or no answer: the portal works on its own, without the host's extras.
    console.warn('[portal-bridge]', (error as Error).message);
    return null;
  }
}

/**
 * The height reported is the content's own (the element marked `data-embed-content`), not the document's: the
 * page's stage is at least 100dvh tall, so the document's height follows the frame's and a host that sizes the
 * frame to it could only grow, or grow without end (iframe-resizer#692).
 */
function watchSize(connected: PortalBridge): void {
  if (typeof ResizeObserver !== 'function') return;
  const content = document.querySelector('[data-embed-content]') ?? document.body;
  let last = -1;
  new ResizeObserver(() => {
    const height = Math.ceil(Math.max(content.scrollHeight, content.getBoundingClientRect().height));
    if (height === last) return;
    last = height;
    connected.reportResize({ width: window.innerWidth, height });
  }).observe(content);
}

// Something of the portal's own that Escape closes first: a dialog, a modal, an open menu.
const OPEN_IN_PORTAL = 'dialog[open],[aria-modal="true"],[aria-expanded="true"]';

/**
 * Escape pressed inside the frame never reaches the host's page: the host's dialog would stay open with the
 * keyboard inside it (Typeform#682). Escape that nothing of the portal's own uses is sent to the host. Read in
 * the capture phase, before a menu's own handler closes the menu.
 */
function forwardEscape(connected: PortalBridge): void {
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // Rendered ones only: the rotate overlay of touch screens is always there, hidden by CSS in portrait.
      const open = [...document.querySelectorAll(OPEN_IN_PORTAL)].some((element) => element.getClientRects().length > 0);
      if (!open) connected.escape();
    },
    true,
  );
}

/**
 * Tells the host how a flow ended (registration, payment, appointment, form module). Safe to call anywhere:
 * outside a frame it does nothing, and an outcome reported while the bridge still connects (a payment result
 * page right after the gateway) is sent once it is up.
 */
export function reportOutcome(event: Outcome): void {
  // A screen that mounts again (a result page while the customer reloads) tells the same outcome once.
  const key = JSON.stringify(event);
  if (told.has(key)) return;
  told.add(key);
  void connectBridge().then((connected) => connected?.reportOutcome(event));
}

/**
 * The log sink main.tsx adds to the console: tells the host's `onError` of an error, without personal data
 * (the bridge's chunk builds the report: core/errors/error-report.ts). Outside a frame it does nothing; an error at
 * start is sent once the bridge is up, with the path where it happened.
 */
export function reportError(entry: LogEntry): void {
  if (errorsTold >= MAX_ERROR_REPORTS) return;
  errorsTold += 1;
  const path = window.location.pathname;
  void connectBridge().then((connected) => connected?.reportError(entry, path));
}

export function reportRoute(path: string): void {
  lastPath = path;
  bridge?.reportNavigation(path);
}

export function reportLogout(): void {
  bridge?.logout();
}

/**
 * Asks the host page to open `url` in its whole window (a payment gateway that refuses to be framed). True
 * when the host was asked; false when the portal is not embedded, no host is connected yet, or the URL is not
 * an allowlisted https address: the caller then navigates by itself (`await connectBridge()` first when the
 * answer matters right after start).
 */
export function openTopLevel(url: string): boolean {
  return bridge?.openTopLevel(url) ?? false;
}
