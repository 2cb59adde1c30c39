// The DOM of one embed: a wrapper that holds the place, then the iframe and, over it, a status panel for the
// loading, reconnecting and error states. The iframe is only created by `load()`: lazy modes create none before.
import { adoptStyles } from './styles.ts';
import { texts } from './texts.ts';

export interface FrameView {
  root: HTMLDivElement;
  frame?: HTMLIFrameElement;
  /** Creates the iframe on `href`. */
  load(href: string, title: string): HTMLIFrameElement;
  loading(text: string): void;
  error(): void;
  ready(): void;
}

export const el = <K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className = '') =>
  Object.assign(doc.createElement(tag), { className });

export function createFrameView(doc: Document): FrameView {
  adoptStyles(doc);
  const root = el(doc, 'div', 'pe');
  const status = el(doc, 'div', 'pe-s');
  status.setAttribute('role', 'status');
  status.hidden = true;
  root.append(status);
  let href = '';

  const show = (isError: boolean, ...nodes: (Node | string)[]) => {
    status.className = isError ? 'pe-s pe-e' : 'pe-s';
    status.replaceChildren(...nodes);
    status.hidden = false;
    // A hidden frame still loads; keyboard users just cannot tab into it while it is covered.
    if (view.frame) view.frame.style.visibility = 'hidden';
  };
  const view: FrameView = {
    root,
    load(src, title) {
      href = src;
      const frame = Object.assign(el(doc, 'iframe'), { title, src, width: '375', height: '812' });
      // Payments and copying a card number are the only powers the portal needs from the host.
      frame.setAttribute('allow', 'payment;clipboard-write;geolocation');
      root.prepend(frame);
      return (view.frame = frame);
    },
    loading: (text) => show(false, text),
    error() {
      const message = Object.assign(el(doc, 'p'), { textContent: texts.error });
      const link = Object.assign(el(doc, 'a'), { href, target: '_blank', rel: 'noopener', textContent: texts.openInNewTab });
      show(true, message, link);
    },
    ready() {
      status.hidden = true;
      status.replaceChildren();
      if (view.frame) view.frame.style.visibility = '';
    },
  };
  return view;
}
