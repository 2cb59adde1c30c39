// What the snippet's script does on arrival: mount every snippet element once, then replay the queue.
import { replayQueue } from './command-queue.ts';
import { mount } from './mount.ts';
import { SNIPPET_SELECTOR, readSnippet } from './snippet.ts';
import type { EmbedHandle } from './types.ts';

const MOUNTED = 'data-portal-embed-mounted';

export function autostart(doc: Document, scriptSrc?: string): EmbedHandle[] {
  const handles: EmbedHandle[] = [];
  for (const element of doc.querySelectorAll<HTMLElement>(SNIPPET_SELECTOR)) {
    // The script may be included twice; an element is still framed once.
    if (element.hasAttribute(MOUNTED)) continue;
    const options = readSnippet(element, scriptSrc);
    if (!options) {
      console.warn('[portal-embed] data-src missing on', element);
      continue;
    }
    element.setAttribute(MOUNTED, '');
    handles.push(mount(element, options));
  }
  if (doc.defaultView) replayQueue(doc.defaultView, handles);
  return handles;
}
