// The portal's side of the bridge, loaded with import() only when the portal runs in a frame. It says hello
// to the allowlisted parent until the embed script answers, then carries route reports, form-window data,
// sizes and logout up, and NAVIGATION commands down. Messages from any other window or origin are ignored.
import { envelope, isEnvelope, type ChildMessage, type FormWindowData, type FrameSize } from './protocol.ts';
import { likelyParentOrigins } from './parent-origin.ts';
import { checkUrl } from './url-policy.ts';

export type { FormWindowData, FrameSize } from './protocol.ts';

export interface BridgeOptions {
  /** Origins of the host pages allowed to embed the portal (the configuration's `parentOrigins`). */
  parentOrigins: string[];
  /** Moves the portal to a path (the router's navigate). */
  navigate(path: string): void;
  /** Origins the portal may send the top window to (a payment gateway); defaults to `parentOrigins`. */
  topLevelOrigins?: string[];
  /** How long to wait for the parent's answer before giving up, in ms. */
  timeout?: number;
  /** The parent window; tests pass a fake. */
  parent?: { postMessage(message: unknown, targetOrigin: string): void };
}

export interface PortalBridge {
  /** The origin of the host page that answered. */
  readonly parentOrigin: string;
  /** Reports a route change; false (and a warning) for anything that is not a portal path. */
  reportNavigation(path: string): boolean;
  setFormWindow(data: FormWindowData): void;
  /** Asks the host to open an allowlisted https URL at the top level; false and a warning when refused. */
  openTopLevel(url: string): boolean;
  reportResize(size: FrameSize): void;
  logout(): void;
  destroy(): void;
}

const HELLO_EVERY_MS = 500;
export const BRIDGE_TIMEOUT_MS = 10_000;

export function startBridge(options: BridgeOptions): Promise<PortalBridge> {
  const { parentOrigins, navigate, topLevelOrigins = parentOrigins, timeout = BRIDGE_TIMEOUT_MS } = options;
  const parent = options.parent ?? window.parent;
  let parentOrigin = '';
  const id = Math.random().toString(36).slice(2);

  const send = (message: ChildMessage, origins = [parentOrigin]) => {
    for (const origin of origins) parent.postMessage(envelope(message), origin);
  };
  const sayHello = () => send({ type: 'hello', id }, likelyParentOrigins(parentOrigins));
  const sayBye = () => parentOrigin && send({ type: 'bye' });

  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== parent || !parentOrigins.includes(event.origin) || !isEnvelope(event.data)) return;
      const data = event.data;
      if (data.type === 'welcome' && !parentOrigin) {
        parentOrigin = event.origin;
        clearInterval(hello);
        clearTimeout(giveUp);
        resolve(bridge);
      } else if (data.type === 'navigate' && event.origin === parentOrigin) {
        const verdict = checkUrl(data.url, [], 'portal-bridge');
        if (verdict.kind === 'path') navigate(verdict.url);
        else if (verdict.kind === 'external') console.warn('[portal-bridge] NAVIGATION only moves inside the portal:', verdict.url);
      }
    };
    const destroy = () => {
      clearInterval(hello);
      clearTimeout(giveUp);
      window.removeEventListener('message', onMessage);
      window.removeEventListener('pagehide', sayBye);
    };
    const bridge: PortalBridge = {
      get parentOrigin() {
        return parentOrigin;
      },
      reportNavigation(path) {
        const ok = checkUrl(path, [], 'portal-bridge').kind === 'path';
        if (ok) send({ type: 'navigation', url: path });
        return ok;
      },
      setFormWindow: (data) => send({ type: 'form-window', data: { title: data.title, icon: data.icon } }),
      openTopLevel(url) {
        const verdict = checkUrl(url, topLevelOrigins, 'portal-bridge');
        if (verdict.kind === 'external') send({ type: 'navigation', url: verdict.url });
        else if (verdict.kind === 'path') console.warn('[portal-bridge] a portal path is not opened at the top level:', url);
        return verdict.kind === 'external';
      },
      reportResize: (size) => send({ type: 'resize', size: { width: size.width, height: size.height } }),
      logout: () => send({ type: 'logout' }),
      destroy,
    };

    window.addEventListener('message', onMessage);
    // Tells the host at once that this page is going (some browsers drop it; the host also watches loads).
    window.addEventListener('pagehide', sayBye);
    const hello = setInterval(sayHello, HELLO_EVERY_MS);
    const giveUp = setTimeout(() => {
      destroy();
      reject(new Error(`No parent answered the bridge within ${timeout} ms`));
    }, timeout);
    sayHello();
  });
}
