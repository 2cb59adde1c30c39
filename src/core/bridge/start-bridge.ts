// The portal's side of the bridge (penpal 7, the portal is the child), loaded with import() only when the
// portal runs in a frame. It connects to the parent window when that window's origin is on the configured
// allowlist, exposes NAVIGATION (`navigate`), and calls the host's methods for route reports, form-window
// data, sizes, top-level URLs and logout. Every URL crossing is checked by the shared url-policy.
import { CallOptions, WindowMessenger, connect, type Messenger, type RemoteProxy } from 'penpal';
import { guardHandshakes } from './handshake-guard.ts';
import { readingComfortChange, setReadingComfort } from '../appearance/reading-comfort.ts';
import { applyTheme } from '../appearance/theme.ts';
import {
  CALL_TIMEOUT_MS,
  type FormWindowData,
  type FrameSize,
  type HostMethods,
  type Outcome,
  type PortalMethods,
} from './shared/contract.ts';
import { checkUrl } from './shared/url-policy.ts';
import { toErrorReport } from '../errors/error-report.ts';
import type { LogEntry } from '../errors/logger.ts';

export type { FormWindowData, FrameSize, Outcome } from './shared/contract.ts';

export interface BridgeOptions {
  /** Origins of the host pages allowed to embed the portal (the configuration's `parentOrigins`). Never `*`. */
  parentOrigins: string[];
  /** Moves the portal to a path (the router's navigate). */
  navigate(path: string): void;
  /** Origins the portal may send the top window to (a payment gateway); defaults to `parentOrigins`. */
  topLevelOrigins?: string[];
  /** How long to wait for a parent that speaks penpal before giving up, in ms. */
  timeout?: number;
  /** The messenger to the parent; tests pass one wired to a stand-in window. */
  messenger?: Messenger;
}

export interface PortalBridge {
  /** Reports a route change; false (and a warning) for anything that is not a portal path. */
  reportNavigation(path: string): boolean;
  setFormWindow(data: FormWindowData): void;
  /** Asks the host to open an allowlisted https URL at the top level; false and a warning when refused. */
  openTopLevel(url: string): boolean;
  reportResize(size: FrameSize): void;
  /** Tells the host how a flow ended; only the fields of `Outcome` cross, so nothing else can leak along. */
  reportOutcome(event: Outcome): void;
  /** Escape went unused in the portal: a host dialog may close. */
  escape(): void;
  /**
   * Tells the host of an error seen on `path`: only the fields of `ErrorReport` cross, built without personal
   * data (core/errors/error-report.ts). Here, in the bridge's own chunk, so a standalone portal never loads the scrubbing.
   */
  reportError(entry: LogEntry, path: string): void;
  logout(): void;
  destroy(): void;
}

export const BRIDGE_TIMEOUT_MS = 10_000;
const WHERE = 'portal-bridge';

/** Resolves once a parent on the allowlist has connected; rejects (a PenpalError) when none does in time. */
export async function startBridge(options: BridgeOptions): Promise<PortalBridge> {
  const { parentOrigins, navigate, topLevelOrigins = parentOrigins, timeout = BRIDGE_TIMEOUT_MS } = options;
  // penpal reads an empty list as "the portal's own origin": no configured parent means no bridge at all.
  if (!parentOrigins.length) throw new Error('No parent origins configured');
  const page = Math.random().toString(36).slice(2);
  const methods: PortalMethods = {
    navigate(url) {
      const verdict = checkUrl(url, [], WHERE);
      if (verdict.kind === 'path') navigate(verdict.url);
      return verdict.kind === 'path';
    },
    ping: () => ({ page }),
    setReadingComfort(value) {
      const change = readingComfortChange(value);
      if (change) setReadingComfort(change, 'host');
      return change !== null;
    },
    setTheme: (value) => applyTheme('host', value),
  };
  if (!options.messenger) guardHandshakes(window.parent);
  const messenger = options.messenger ?? new WindowMessenger({ remoteWindow: window.parent, allowedOrigins: parentOrigins });
  const connection = connect<HostMethods>({ messenger, methods, timeout });
  const host: RemoteProxy<HostMethods> = await connection.promise;

  // Notices are one-way: a failure is logged, never thrown at the screen that reported.
  const settle = (name: string, call: Promise<void>) =>
    call.catch((error: { code?: string; message?: string }) => {
      // A host speaking penpal directly may leave out the methods it has no use for.
      if (error.code !== 'METHOD_NOT_FOUND') console.warn(`[${WHERE}] ${name}():`, error.message);
    });
  const within = () => new CallOptions({ timeout: CALL_TIMEOUT_MS });

  void settle('hello', host.hello({ page }, within()));
  return {
    reportNavigation(path) {
      const ok = checkUrl(path, [], WHERE).kind === 'path';
      if (ok) void settle('onNavigation', host.onNavigation({ url: path, topLevel: false }, within()));
      return ok;
    },
    setFormWindow: (data) => void settle('setFormWindow', host.setFormWindow({ title: data.title, icon: data.icon }, within())),
    openTopLevel(url) {
      const verdict = checkUrl(url, topLevelOrigins, WHERE);
      if (verdict.kind === 'external') void settle('onNavigation', host.onNavigation({ url: verdict.url, topLevel: true }, within()));
      else if (verdict.kind === 'path') console.warn(`[${WHERE}] a portal path is not opened at the top level:`, url);
      return verdict.kind === 'external';
    },
    reportResize: (size) => void settle('resize', host.resize({ width: size.width, height: size.height }, within())),
    reportOutcome(event) {
      const { type, reference, amount } = event as { type: Outcome['type']; reference?: string; amount?: number };
      const copy = { type, ...(reference === undefined ? {} : { reference }), ...(amount === undefined ? {} : { amount }) } as Outcome;
      void settle('outcome', host.outcome(copy, within()));
    },
    escape: () => void settle('escape', host.escape(within())),
    reportError(entry, path) {
      const { kind, where, error, message, path: route } = toErrorReport(entry, path);
      void settle('onError', host.onError({ kind, where, error, message, path: route }, within()));
    },
    logout: () => void settle('logout', host.logout(within())),
    destroy: connection.destroy,
  };
}
