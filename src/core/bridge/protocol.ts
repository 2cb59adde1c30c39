// The wire format between the portal (child) and the embed script (parent). penpal 7 does not fit the embed's
// 3 KB budget (its parent side alone is 3.3 KB gzip), and every call here is a one-way notice, so the
// protocol is a handful of typed messages on postMessage with exact target origins on both sides.

export const NAMESPACE = 'portal-bridge/1';

export interface FormWindowData {
  title: string;
  /** Absolute http(s) URL of an SVG. */
  icon: string;
}

export interface FrameSize {
  width: number;
  height: number;
}

/** Messages the portal sends to its parent. */
export type ChildMessage =
  /** `id` is new for every page load of the portal: a new id is how the host sees a reload. */
  | { type: 'hello'; id: string }
  | { type: 'bye' }
  | { type: 'navigation'; url: string }
  | { type: 'form-window'; data: FormWindowData }
  | { type: 'resize'; size: FrameSize }
  | { type: 'logout' };

/** Messages the parent sends to the portal. */
export type ParentMessage = { type: 'welcome' } | { type: 'navigate'; url: string };

export type Envelope<M> = M & { ns: typeof NAMESPACE };

export function envelope<M extends ChildMessage | ParentMessage>(message: M): Envelope<M> {
  return { ns: NAMESPACE, ...message };
}

/** Only the shape of the envelope: each side still validates the fields of the types it accepts. */
export function isEnvelope(data: unknown): data is { ns: string; type: string; [key: string]: unknown } {
  return typeof data === 'object' && data !== null && (data as { ns?: unknown }).ns === NAMESPACE;
}
