// The DOM of one embed: the iframe and, over it, a status panel for the loading, reconnecting and error states.
import { adoptStyles } from './styles.ts';
import { texts } from './texts.ts';

export interface FrameView {
  root: HTMLDivElement;
  frame: HTMLIFrameElement;
  loading(text: string): void;
  error(): void;
  ready(): void;
}

export function createFrameView(doc: Document, href: string, title: string): FrameView {
  adoptStyles(doc);
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className = '') =>
    Object.assign(doc.createElement(tag), { className });
  const root = el('div', 'pe');
  const frame = Object.assign(el('iframe'), { title, src: href, width: '375', height: '812' });
  // Payments and copying a card number are the only powers the portal needs from the host.
  frame.setAttribute('allow', 'payment; clipboard-write');
  const status = el('div', 'pe-s');
  status.setAttribute('role', 'status');
  root.append(frame, status);

  const show = (isError: boolean, ...nodes: (Node | string)[]) => {
    status.className = isError ? 'pe-s pe-e' : 'pe-s';
    status.replaceChildren(...nodes);
    status.hidden = false;
    // A hidden frame still loads; keyboard users just cannot tab into it while it is covered.
    frame.style.visibility = 'hidden';
  };
  return {
    root,
    frame,
    loading: (text) => show(false, text),
    error() {
      const message = Object.assign(el('p'), { textContent: texts.error });
      const link = Object.assign(el('a'), { href, target: '_blank', rel: 'noopener', textContent: texts.openInNewTab });
      show(true, message, link);
    },
    ready() {
      status.hidden = true;
      status.replaceChildren();
      frame.style.visibility = '';
    },
  };
}
