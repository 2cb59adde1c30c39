// `load: 'click'`: a launcher button in the host element that opens the portal in a modal <dialog>. The native
// dialog moves focus in, makes the page behind inert (no hand-made focus trap to get wrong, Typeform#682) and
// closes on Escape; focus goes back to the launcher on every close. Escape pressed inside the portal's frame
// never reaches this page: the portal sends it over the bridge and `close()` is called.
import { el } from './frame-view.ts';
import { texts } from './texts.ts';

export interface Launcher {
  /** Where the portal's wrapper goes. */
  body: HTMLDialogElement;
  close(): void;
  remove(): void;
}

export function createLauncher(element: HTMLElement, label: string, title: string, opened: () => void): Launcher {
  const doc = element.ownerDocument;
  const button = Object.assign(el(doc, 'button', 'pe-l'), { type: 'button', textContent: label });
  button.setAttribute('aria-haspopup', 'dialog');
  const dialog = el(doc, 'dialog', 'pe-d');
  dialog.setAttribute('aria-label', title);
  const close = Object.assign(el(doc, 'button', 'pe-x'), { type: 'button', textContent: '×' });
  close.setAttribute('aria-label', texts.close);
  close.addEventListener('click', () => dialog.close());
  dialog.append(close);
  dialog.addEventListener('close', () => button.focus());
  button.addEventListener('click', () => {
    opened();
    dialog.showModal();
  });
  element.append(button, dialog);
  return {
    body: dialog,
    close: () => dialog.open && dialog.close(),
    remove() {
      button.remove();
      dialog.remove();
    },
  };
}
