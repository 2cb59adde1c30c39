// The embed's public types. Self-contained on purpose: the build turns this file into the .d.ts shipped
// next to embed.mjs, so it must not import anything that is not shipped.

export interface EmbedOptions {
  /** The portal's address, e.g. "https://portal.example.es/". */
  src: string;
  /** Portal path to open first, e.g. "/auth/login". Anything that is not a portal path is refused. */
  path?: string;
  /** Opens the portal in form-module context (`?module_pk=..&module_sk=..`). */
  module?: { pk: string; sk: string };
  /** The iframe's accessible name. Default: "Portal de afiliados". */
  title?: string;
  /** How long to wait for the portal's answer before showing the error state, in ms. Default: 10000. */
  timeout?: number;
  /** Origins (https, or http on loopback) the portal may send the top window to, such as a payment gateway. */
  topLevelOrigins?: string[];
  /** Opens an allowlisted URL at the top level. Default: `location.assign(url)`. */
  openTopLevel?: (url: string) => void;
  /**
   * When the iframe is created: `visible` (default) when the element comes near the viewport, `eager` at once,
   * `idle` when the browser is idle, `click` behind a launcher button that opens the portal in a dialog.
   */
  load?: 'eager' | 'visible' | 'idle' | 'click';
  /** `auto` (default): the frame takes the height of the portal's content, at least 480 px. `fixed`: 375 x 812. */
  height?: 'auto' | 'fixed';
  /** The launcher button's text (`load: 'click'`). Default: "Abrir mi portal". */
  label?: string;
  /**
   * The host's brand inside the portal, sent on every connection: `primaryColor` (#rrggbb), `logoUrl` (https, on
   * an origin the portal's CSP allows for images: its own, its API's, or this page's), `radius` (px, 0 to 24). A
   * colour failing WCAG AA contrast against the portal's palette is refused, with a warning in the console, and
   * the portal's default kept.
   */
  theme?: EmbedTheme;
  /**
   * For a site with its own text-size or contrast control: the portal's reading comfort, sent on every
   * connection (`textSize`: normal, grande or muy-grande, that is 100, 125 or 150 %; `highContrast`). The member
   * can still change it inside the portal.
   */
  readingComfort?: { textSize?: 'normal' | 'grande' | 'muy-grande'; highContrast?: boolean };
}

export interface EmbedTheme {
  primaryColor?: string;
  logoUrl?: string;
  radius?: number;
}

export interface EmbedEvents {
  /** The portal answered for the first time. */
  ready: { origin: string };
  /** A portal path is a route report; `topLevel` URLs are opened by the host page (see `openTopLevel`). */
  navigation: { url: string; topLevel: boolean };
  /** Title and icon of the form module shown in the frame. */
  'form-window': { title: string; icon: string };
  resize: { width: number; height: number };
  /** The portal reloaded or left; the frame shows a reconnecting state. */
  'connection-lost': Record<string, never>;
  /** The portal answered again after a `connection-lost`. */
  reconnected: { origin: string };
  /** The user signed out of the portal. */
  logout: Record<string, never>;
  /** No answer within `timeout`: the frame shows the error state with an "open in a new tab" link. */
  timeout: { after: number };
  /** Outcomes: no health data, a reference is an opaque id, an amount is in cents. */
  'registration-completed': Record<string, never>;
  'payment-completed': { reference: string; amount: number };
  'payment-pending': { reference: string; amount: number };
  'payment-failed': { reference: string; amount: number };
  'appointment-booked': { reference: string };
  'appointment-cancelled': { reference: string };
  'form-submitted': Record<string, never>;
  /**
   * An error in the portal, for the provider's monitoring, with no personal data: `kind` (render: a screen
   * failed to draw; chunk: a part did not load; data: the API sent what the portal does not know), `where` (the
   * part of the portal), `error` (its class, e.g. TypeError), `message` (the engine's own, scrubbed; often '')
   * and `path` (the portal's route, ids as `:id`, no query).
   */
  error: { kind: 'render' | 'chunk' | 'data'; where: string; error: string; message: string; path: string };
}

export type EmbedEventName = keyof EmbedEvents;

export type EmbedListener<K extends EmbedEventName> = (detail: EmbedEvents[K]) => void;

export interface EmbedHandle {
  /** NAVIGATION: moves the portal to a path; false (and a console warning) when the path is refused. */
  navigate(path: string): boolean;
  /** Subscribes to an event; returns the function that unsubscribes. */
  on<K extends EmbedEventName>(type: K, listener: EmbedListener<K>): () => void;
  /** Removes the frame, its listeners and its timers. */
  destroy(): void;
}

export type Mount = (element: HTMLElement, options: EmbedOptions) => EmbedHandle;

/** Commands for `window.portalEmbed.push(...)`, queued before the script loads and run when it arrives. */
export type EmbedCommand = ['navigate', string] | { [K in EmbedEventName]: ['on', K, EmbedListener<K>] }[EmbedEventName] | ['destroy'];
