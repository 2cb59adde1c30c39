// mount(): creates the portal's iframe inside a host element and connects to it with penpal as the parent,
// allowing only the portal's origin and only that iframe's window. penpal reconnects by itself when the
// portal reloads, but says nothing about it: each portal page says hello with a new page id, and a frame
// load makes the embed ask the page it knows whether it is still there (`ping`).
import { CallOptions, WindowMessenger, connect, type Connection, type RemoteProxy } from 'penpal';
import { CALL_TIMEOUT_MS, type PortalMethods } from '../src/core/bridge/shared/contract.ts';
import { checkUrl } from '../src/core/bridge/shared/url-policy.ts';
import { createEmitter } from './emitter.ts';
import { createFrameView } from './frame-view.ts';
import { WHERE, hostMethods } from './host-methods.ts';
import { createLauncher, type Launcher } from './launcher.ts';
import { texts } from './texts.ts';
import type { EmbedHandle, Mount } from './types.ts';

export const DEFAULT_TIMEOUT_MS = 10_000;
/** How long the page known last may take to answer after a frame load before it counts as gone. */
export const PING_TIMEOUT_MS = 1000;
/** The least height of an auto-height frame: the loading and error states fit, and a short page is no sliver. */
export const MIN_HEIGHT = 480;
/** `visible` creates the frame this far before it scrolls into view, so it is usually ready when seen. */
const VISIBLE_MARGIN = '200px';

export const mount: Mount = (element, options) => {
  const doc = element.ownerDocument;
  const win = doc.defaultView ?? window;
  const portal = new URL(options.src, doc.baseURI);
  const origin = portal.origin;
  const timeout = Number(options.timeout) > 0 ? Number(options.timeout) : DEFAULT_TIMEOUT_MS;
  const openTopLevel = options.openTopLevel ?? ((url: string) => win.location.assign(url));

  const first = checkUrl(options.path ?? portal.pathname, [], WHERE);
  const first_url = new URL(first.kind === 'path' ? first.url : '/', portal);
  if (options.module) {
    first_url.searchParams.set('module_pk', options.module.pk);
    first_url.searchParams.set('module_sk', options.module.sk);
  }

  const title = options.title ?? texts.title;
  const mode = options.load ?? 'visible';
  const auto = options.height !== 'fixed' && mode !== 'click';
  // The connection to the portal's origin starts now, whenever the frame is created.
  const hint = Object.assign(doc.createElement('link'), { rel: 'preconnect', href: origin });
  doc.head.append(hint);

  const view = createFrameView(doc);
  const events = createEmitter(element);
  let launcher: Launcher | undefined;
  let watcher: IntersectionObserver | undefined;
  let connection: Connection<PortalMethods> | undefined;
  let remote: RemoteProxy<PortalMethods> | undefined;
  let page: string | undefined;
  let connected = false;
  let everConnected = false;
  let destroyed = false;
  let pending: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const within = (ms = CALL_TIMEOUT_MS) => new CallOptions({ timeout: ms });
  const warn = (name: string) => (error: Error) => console.warn(`[${WHERE}] ${name}():`, error.message);
  const send = (path: string) => remote?.navigate(path, within()).catch(warn('navigate'));
  // Each portal page starts from the configuration's brand and the device's reading comfort: the host's go with
  // every (re)connection, once both the page has said hello and the connection is up (either may come first).
  const brand = () => {
    if (options.theme) remote?.setTheme(options.theme, within()).catch(warn('setTheme'));
    if (options.readingComfort) remote?.setReadingComfort(options.readingComfort, within()).catch(warn('setReadingComfort'));
  };
  const fail = () => {
    view.error();
    events.emit('timeout', { after: timeout });
  };
  const lost = () => {
    connected = false;
    view.loading(texts.reconnecting);
    // penpal's own timeout covers the first handshake only; a reconnection is waited for here.
    clearTimeout(timer);
    timer = setTimeout(fail, timeout);
    events.emit('connection-lost', {});
  };
  // A portal page answered, by its hello or a ping. Another page id than the known one: the portal reloaded.
  const heard = (id: unknown) => {
    if (typeof id !== 'string' || destroyed) return;
    if (connected && id !== page) lost();
    page = id;
    if (connected) return;
    connected = true;
    clearTimeout(timer);
    view.ready();
    events.emit(everConnected ? 'reconnected' : 'ready', { origin });
    everConnected = true;
    if (pending) void send(pending);
    pending = undefined;
    brand();
  };
  // After a frame load, or while reconnecting: is the page known last still there? A page that answers late
  // (busy) is heard again on the next try; a reloaded portal is usually heard first through its own hello.
  const check = () => {
    if (destroyed) return; // penpal throws on a call to a destroyed connection
    const asked = page;
    remote?.ping(within(PING_TIMEOUT_MS)).then(
      (answer) => heard(answer?.page),
      () => {
        if (connected && page === asked) lost();
        if (!connected && !destroyed) setTimeout(check, PING_TIMEOUT_MS);
      },
    );
  };
  const methods = hostMethods({
    events,
    heard,
    topLevelOrigins: options.topLevelOrigins ?? [],
    openTopLevel,
    escape: () => launcher?.close(),
  });
  const open = (handshakeTimeout?: number) => {
    // No window while the host element is outside the document: there is no portal to talk to either.
    const remoteWindow = view.frame?.contentWindow;
    if (!remoteWindow) return;
    const messenger = new WindowMessenger({ remoteWindow, allowedOrigins: [origin] });
    connection = connect<PortalMethods>({ messenger, methods, timeout: handshakeTimeout });
    connection.promise.then(
      (proxy) => {
        remote = proxy;
        if (connected) brand();
      },
      () => {
        if (destroyed) return;
        // No portal in time (CONNECTION_TIMEOUT, and penpal ends that connection): the error state, and a
        // fresh connection that a late portal can still reach.
        fail();
        open();
      },
    );
  };

  const start = () => {
    if (view.frame || destroyed) return;
    watcher?.disconnect();
    view.load(first_url.href, title).addEventListener('load', check);
    view.loading(texts.loading);
    open(timeout);
  };

  if (mode === 'click') {
    launcher = createLauncher(element, options.label ?? texts.launcher, title, start);
    launcher.body.append(view.root);
  } else {
    element.append(view.root);
    if (mode === 'eager') start();
    // Safari has no requestIdleCallback: after the page's own load work is the nearest thing.
    else if (mode === 'idle') {
      if ('requestIdleCallback' in win) win.requestIdleCallback(start, { timeout: 2000 });
      else setTimeout(start, 200);
    } else if (typeof win.IntersectionObserver !== 'function') start();
    else {
      watcher = new win.IntersectionObserver((seen) => seen.some((entry) => entry.isIntersecting) && start(), {
        rootMargin: VISIBLE_MARGIN,
      });
      watcher.observe(view.root);
    }
  }

  if (auto) {
    view.root.classList.add('pe-a');
    // A frame that grows by the same step each time it is resized follows its own height (content sized with
    // 100vh plus something): after a few such steps it stops growing, until the content is shorter again.
    let height = 0;
    let step = 0;
    let repeats = 0;
    events.on('resize', (size) => {
      const next = Math.max(MIN_HEIGHT, Math.ceil(size.height));
      if (repeats > 2 && next > height) return;
      repeats = next - height === step && step > 0 ? repeats + 1 : 0;
      step = next - height;
      height = next;
      view.root.style.height = `${next}px`;
    });
    // A route change seen from below: bring the frame's top back into view.
    events.on('navigation', ({ topLevel }) => {
      if (!topLevel && view.root.getBoundingClientRect().top < 0) view.root.scrollIntoView({ block: 'start' });
    });
  }

  const handle: EmbedHandle = {
    navigate(path) {
      const ok = checkUrl(path, [], WHERE).kind === 'path';
      // Before the portal answers only the last request matters: it is sent with the hello.
      if (ok && connected) void send(path);
      else if (ok) pending = path;
      return ok;
    },
    on: events.on,
    destroy() {
      destroyed = true;
      connection?.destroy();
      watcher?.disconnect();
      view.frame?.removeEventListener('load', check);
      clearTimeout(timer);
      events.clear();
      view.root.remove();
      launcher?.remove();
      hint.remove();
      connected = false;
    },
  };
  return handle;
};
