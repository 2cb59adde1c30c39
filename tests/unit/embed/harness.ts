// Drives a mounted embed like the portal would: messages from the frame's window and the portal's origin.
import { afterEach, vi } from 'vitest';
import { mount } from '../../../embed/mount.ts';
import { NAMESPACE } from '../../../src/core/bridge/protocol.ts';
import type { EmbedEventName, EmbedHandle, EmbedOptions } from '../../../embed/types.ts';

export const PORTAL = 'http://127.0.0.1:4173';

export interface Mounted {
  element: HTMLDivElement;
  handle: EmbedHandle;
  frame: HTMLIFrameElement;
  /** What the embed posted to the frame, with the target origin. */
  posted: [data: unknown, origin: string][];
  /** Every event the handle emitted, in order. */
  events: [EmbedEventName, unknown][];
  fromPortal(message: Record<string, unknown>, init?: { origin?: string; source?: unknown }): void;
}

const names: EmbedEventName[] = ['ready', 'navigation', 'form-window', 'resize', 'connection-lost', 'reconnected', 'logout', 'timeout'];

export function mountEmbed(options: Partial<EmbedOptions> = {}): Mounted {
  // Left out of the document: happy-dom does not load frame pages, so the portal's window is a stand-in.
  const element = document.createElement('div');
  const handle = mount(element, { src: `${PORTAL}/`, ...options });
  const frame = element.querySelector('iframe')!;
  const posted: Mounted['posted'] = [];
  const portalWindow = { postMessage: (data: unknown, origin: string) => void posted.push([data, origin]) };
  Object.defineProperty(frame, 'contentWindow', { value: portalWindow, configurable: true });
  const events: Mounted['events'] = [];
  for (const name of names) handle.on(name, (detail) => events.push([name, detail]));
  return {
    element,
    handle,
    frame,
    posted,
    events,
    fromPortal(message, init = {}) {
      const source = 'source' in init ? init.source : frame.contentWindow;
      window.dispatchEvent(
        new MessageEvent('message', { data: { ns: NAMESPACE, ...message }, origin: init.origin ?? PORTAL, source: source as Window }),
      );
    },
  };
}

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
