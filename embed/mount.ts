// mount(): creates the portal's iframe inside a host element and speaks the bridge protocol as the parent.
// Only messages from that iframe's window *and* the portal's origin are heard; every URL is checked by the
// same url-policy the portal uses.
import { envelope, isEnvelope, type ParentMessage } from '../src/core/bridge/protocol.ts';
import { checkUrl } from '../src/core/bridge/url-policy.ts';
import { createEmitter } from './emitter.ts';
import { createFrameView } from './frame-view.ts';
import { readFormWindow, readSize } from './incoming.ts';
import { texts } from './texts.ts';
import type { EmbedHandle, Mount } from './types.ts';

export const DEFAULT_TIMEOUT_MS = 10_000;
const WHERE = 'portal-embed';

export const mount: Mount = (element, options) => {
  const doc = element.ownerDocument;
  const win = doc.defaultView ?? window;
  const portal = new URL(options.src, doc.baseURI);
  const origin = portal.origin;
  const timeout = Number(options.timeout) > 0 ? Number(options.timeout) : DEFAULT_TIMEOUT_MS;
  const topLevelOrigins = options.topLevelOrigins ?? [];
  const openTopLevel = options.openTopLevel ?? ((url: string) => win.location.assign(url));

  const first = checkUrl(options.path ?? portal.pathname, [], WHERE);
  const start = new URL(first.kind === 'path' ? first.url : '/', portal);
  if (options.module) {
    start.searchParams.set('module_pk', options.module.pk);
    start.searchParams.set('module_sk', options.module.sk);
  }

  const view = createFrameView(doc, start.href, options.title ?? texts.title);
  const events = createEmitter(element);
  let connected = false;
  let everConnected = false;
  // The id of the portal page that said hello last, and of the document the frame loaded last: PENDING
  // until that document says hello (its hello may come before or after its load event); UNHEARD once the
  // wait for it ran out (an error page never says hello). The page that says hello after that may still
  // have its load event to come: `loadDue`.
  let pageId: unknown;
  let loadedId: unknown;
  let loadDue = false;
  const PENDING = {};
  const UNHEARD = {};
  let pending: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const post = (message: ParentMessage) => view.frame.contentWindow?.postMessage(envelope(message), origin);
  const wait = (text: string) => {
    view.loading(text);
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (loadedId === PENDING) loadedId = UNHEARD;
      view.error();
      events.emit('timeout', { after: timeout });
    }, timeout);
  };

  const lost = () => {
    connected = false;
    wait(texts.reconnecting);
    events.emit('connection-lost', {});
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source !== view.frame.contentWindow || event.origin !== origin || !isEnvelope(event.data)) return;
    const data = event.data;
    if (data.type === 'hello') {
      // Answered on every hello: the portal repeats it until heard, and says it again after each reload.
      post({ type: 'welcome' });
      if (loadedId === PENDING && data.id !== pageId) loadedId = data.id;
      else if (loadedId === UNHEARD) [loadedId, loadDue] = [data.id, true];
      // A hello from a new page while connected: the portal reloaded before its frame's load event.
      if (connected && data.id !== pageId) lost();
      pageId = data.id;
      if (connected) return;
      connected = true;
      clearTimeout(timer);
      view.ready();
      events.emit(everConnected ? 'reconnected' : 'ready', { origin });
      everConnected = true;
      if (pending) post({ type: 'navigate', url: pending });
      pending = undefined;
    } else if (data.type === 'bye' && connected) {
      lost();
    } else if (data.type === 'navigation') {
      const verdict = checkUrl(data.url, topLevelOrigins, WHERE);
      if (verdict.kind === 'refused') return;
      events.emit('navigation', { url: verdict.url, topLevel: verdict.kind === 'external' });
      if (verdict.kind === 'external') openTopLevel(verdict.url);
    } else if (data.type === 'form-window') {
      const formWindow = readFormWindow(data.data);
      if (formWindow) events.emit('form-window', formWindow);
    } else if (data.type === 'resize') {
      const size = readSize(data.size);
      if (size) events.emit('resize', size);
    } else if (data.type === 'logout') {
      events.emit('logout', {});
    }
  };

  // A new document in the frame that has not said hello yet: the portal reloaded, left or failed to load
  // (Chrome drops the bye a page posts while it unloads, so the load event is the reliable signal). The
  // portal boots before it says hello, so the first page's hello usually comes after its own load event.
  const onLoad = () => {
    if (loadDue) {
      loadDue = false;
      return;
    }
    if (loadedId !== PENDING && loadedId !== UNHEARD && loadedId !== pageId) {
      loadedId = pageId;
      return;
    }
    if (connected) lost();
    loadedId = PENDING;
  };

  win.addEventListener('message', onMessage);
  view.frame.addEventListener('load', onLoad);
  element.append(view.root);
  wait(texts.loading);

  const handle: EmbedHandle = {
    navigate(path) {
      const ok = checkUrl(path, [], WHERE).kind === 'path';
      // Before the portal answers only the last request matters: it is sent with the welcome.
      if (ok && connected) post({ type: 'navigate', url: path });
      else if (ok) pending = path;
      return ok;
    },
    on: events.on,
    destroy() {
      win.removeEventListener('message', onMessage);
      view.frame.removeEventListener('load', onLoad);
      clearTimeout(timer);
      events.clear();
      view.root.remove();
      connected = false;
    },
  };
  return handle;
};
