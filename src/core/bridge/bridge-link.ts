// The app's end of the bridge: started only inside a frame, once the configuration has said which host
// origins to trust. Route changes, sign-out, top-level URLs and the page's size go up; NAVIGATION comes down.
import type { PortalBridge } from './start-bridge.ts';
import { whenConfigReady } from '../config-ready.ts';
import { navigate } from '../navigation.ts';
import { inFrame } from './in-frame.ts';

let bridge: PortalBridge | null = null;
let connecting: Promise<PortalBridge | null> | null = null;
let lastPath = '';

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
    return bridge;
  } catch (error) {
    // Framed by a page that is not ours, or no answer: the portal works on its own, without the host's extras.
    console.warn('[portal-bridge]', (error as Error).message);
    return null;
  }
}

function watchSize(connected: PortalBridge): void {
  if (typeof ResizeObserver !== 'function') return;
  new ResizeObserver(() => {
    connected.reportResize({ width: window.innerWidth, height: document.documentElement.scrollHeight });
  }).observe(document.body);
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
