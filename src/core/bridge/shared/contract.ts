// The bridge's public contract: the penpal 7 methods each side exposes. Hosts that speak penpal directly,
// without our embed script, rely on these names and shapes (embed/README.md), so they change only with a
// note there. Type aliases, not interfaces: penpal's `Methods` wants an index signature.

export type FormWindowData = {
  title: string;
  /** Absolute http(s) URL of an SVG. */
  icon: string;
};

export type FrameSize = { width: number; height: number };

/** `topLevel: false`: the portal moved to the path `url`. `true`: the host should open `url` in the whole window. */
export type NavigationNotice = { url: string; topLevel: boolean };

/** `page` is new for every page load of the portal: a new value is how the host sees a reload. */
export type PageHello = { page: string };

/**
 * What happened, for the host's analytics and next steps: never health data. A reference is an opaque id of
 * the provider's (a payment or appointment number), an amount is in cents.
 */
export type Outcome =
  | { type: 'registration-completed' }
  | { type: 'payment-completed' | 'payment-pending' | 'payment-failed'; reference: string; amount: number }
  | { type: 'appointment-booked' | 'appointment-cancelled'; reference: string }
  | { type: 'form-submitted' };

export type OutcomeType = Outcome['type'];

/**
 * Something went wrong in the portal (core/errors/logger.ts), told without personal data (core/errors/error-report.ts): the
 * kind, the part of the screen it broke, the error's class, the engine's own message for the engine's errors
 * (scrubbed of numbers, addresses, documents, tokens and quoted values; '' for any other error, whose words may
 * be a server's or a person's), and the route with every id as `:id`, without query or fragment.
 */
export type ErrorReport = {
  kind: 'render' | 'chunk' | 'data';
  where: string;
  error: string;
  message: string;
  path: string;
};

/** What the portal exposes to its parent. */
export type PortalMethods = {
  /** NAVIGATION: moves the portal to a portal path; false (and a console warning) for anything else. */
  navigate(url: string): boolean;
  /** Answers with the current page's id: the host's check that the page it knows is still there. */
  ping(): PageHello;
  /**
   * Reading comfort set by a host that has its own control: either value may be left out; false (nothing changed)
   * for anything not understood. The member's own later choice in the portal wins until the host sets it again.
   */
  setReadingComfort(value: { textSize?: 'normal' | 'grande' | 'muy-grande'; highContrast?: boolean }): boolean;
  /**
   * The host's brand over the configuration's: `primaryColor` (#rrggbb), `logoUrl` (https), `radius` (px, 0-24),
   * each optional. A colour failing WCAG AA against the palette, or any value not understood, is refused with a
   * console warning in the portal and the default kept. True when at least one field was applied.
   */
  setTheme(value: { primaryColor?: string; logoUrl?: string; radius?: number }): Promise<boolean>;
};

/** What the portal calls on its parent. Every one is optional for a host: a missing method is not an error. */
export type HostMethods = {
  /** Called once per page load, as soon as the connection is up. */
  hello(page: PageHello): void;
  onNavigation(notice: NavigationNotice): void;
  setFormWindow(data: FormWindowData): void;
  resize(size: FrameSize): void;
  /** The user signed out. */
  logout(): void;
  /** A flow ended one way or another (see `Outcome`). */
  outcome(event: Outcome): void;
  /** Escape was pressed in the portal and nothing there used it: a host showing the portal in a dialog closes it. */
  escape(): void;
  /** An error in the portal (a screen that failed to render, a part that did not load), for the provider's monitoring. */
  onError(report: ErrorReport): void;
};

/** Every penpal call gets a timeout: a call in flight when the other page unloads never settles otherwise. */
export const CALL_TIMEOUT_MS = 5000;
