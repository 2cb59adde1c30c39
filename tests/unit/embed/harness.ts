// Drives a mounted embed like the portal would: a penpal child in a stand-in frame window of the portal's
// origin (see ../bridge/window-pair.ts), connected and "reloaded" at the test's command.
import { afterEach, vi } from 'vitest';
import { WindowMessenger, connect, type RemoteProxy } from 'penpal';
import { mount } from '../../../embed/mount.ts';
import type { HostMethods, PortalMethods } from '../../../src/core/bridge/shared/contract.ts';
import type { EmbedEventName, EmbedHandle, EmbedOptions } from '../../../embed/types.ts';
import { HOST, PORTAL, settle, windowPair, type StandIn } from '../bridge/window-pair.ts';

export { PORTAL, settle };

/** One page load of the portal in the frame. */
export interface PortalPage {
  host: RemoteProxy<HostMethods>;
  /** Paths the host sent with NAVIGATION. */
  navigations: string[];
  /** Themes the host sent with setTheme. */
  themes: unknown[];
  /** Reading comfort the host sent with setReadingComfort. */
  comforts: unknown[];
  /** The page goes away without a word, as an unloading page does. */
  unload(): void;
}

export interface Mounted {
  element: HTMLDivElement;
  handle: EmbedHandle;
  frame: HTMLIFrameElement;
  /** Every event the handle emitted, in order. */
  events: [EmbedEventName, unknown][];
  /** A portal page loads in the frame and connects; it says hello unless told not to. */
  load(page?: string, options?: { hello?: boolean; from?: StandIn }): Promise<PortalPage>;
  /** The frame's load event. */
  frameLoaded(): void;
  names(): EmbedEventName[];
}

const names: EmbedEventName[] = [
  'ready',
  'navigation',
  'form-window',
  'resize',
  'connection-lost',
  'reconnected',
  'logout',
  'timeout',
  'error',
];
const unloads: (() => void)[] = [];

/** Every iframe's window is, from now on, a stand-in of `portalOrigin` whose pages load at the test's command. */
export function standInPortal(portalOrigin = PORTAL) {
  const { host, portal } = windowPair(portalOrigin);
  // happy-dom does not load frame pages, so the portal's window is a stand-in.
  vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockReturnValue(portal as unknown as Window);
  return {
    async load(page = 'page-1', { hello = true, from = host }: { hello?: boolean; from?: StandIn } = {}): Promise<PortalPage> {
      const navigations: string[] = [];
      const themes: unknown[] = [];
      const comforts: unknown[] = [];
      const methods: PortalMethods = {
        navigate: (url) => navigations.push(url) > 0,
        ping: () => ({ page }),
        setReadingComfort: (value) => comforts.push(value) > 0,
        setTheme: async (theme) => themes.push(theme) > 0,
      };
      const messenger = new WindowMessenger({ remoteWindow: from as unknown as Window, allowedOrigins: [HOST] });
      const connection = connect<HostMethods>({ messenger, methods });
      const remote = await Promise.race([connection.promise, settle(300).then(() => undefined)]);
      unloads.push(messenger.destroy);
      if (remote && hello) await remote.hello({ page });
      await settle();
      return { host: remote!, navigations, themes, comforts, unload: messenger.destroy };
    },
  };
}

export function mountEmbed(options: Partial<EmbedOptions> = {}, portalOrigin = PORTAL): Mounted {
  const { load } = standInPortal(portalOrigin);
  // Left out of the document: nothing else needs it there.
  const element = document.createElement('div');
  const handle = mount(element, { src: `${PORTAL}/`, load: 'eager', ...options });
  const frame = element.querySelector('iframe')!;
  const events: Mounted['events'] = [];
  for (const name of names) handle.on(name, (detail) => events.push([name, detail]));
  return {
    element,
    handle,
    frame,
    events,
    load,
    frameLoaded: () => void frame.dispatchEvent(new Event('load')),
    names: () => events.map(([name]) => name),
  };
}

afterEach(() => {
  for (const unload of unloads.splice(0)) unload();
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
