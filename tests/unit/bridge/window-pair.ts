// Two windows of different origins in one happy-dom realm, with the browser's postMessage routing: a message
// posted to a stand-in reaches this realm's window (where both sides' penpal messengers listen) with the
// sender's origin and window as `origin` and `source`, and only when the target origin matches. Ports are
// Node's MessageChannel, which penpal uses after the handshake.
import { afterEach, vi } from 'vitest';

export const HOST = 'http://localhost:4174';
export const PORTAL = 'http://127.0.0.1:4173';

export interface StandIn {
  readonly origin: string;
  postMessage(data: unknown, options: { targetOrigin: string; transfer?: Transferable[] }): void;
}

const standIn = (origin: string, sender: () => StandIn): StandIn => ({
  origin,
  postMessage(data, { targetOrigin, transfer = [] }) {
    if (targetOrigin !== '*' && targetOrigin !== origin) return; // the browser drops it
    // Only penpal's ports are transferred here (Node's MessagePort, not happy-dom's class of that name).
    const ports = transfer as MessagePort[];
    const from = sender();
    queueMicrotask(() => window.dispatchEvent(new MessageEvent('message', { data, origin: from.origin, source: from as never, ports })));
  },
});

/** `host` stands in for the parent page, `portal` for the portal's frame. */
export function windowPair(portalOrigin = PORTAL) {
  const host: StandIn = standIn(HOST, () => portal);
  const portal: StandIn = standIn(portalOrigin, () => host);
  return { host, portal };
}

/** A message on this realm's window as if posted by `source` from `origin` (forgeries, foreign pages). */
export function postFrom(source: unknown, origin: string, data: unknown): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as never }));
}

/** Lets posted messages and port messages land. */
export const settle = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => vi.restoreAllMocks());
