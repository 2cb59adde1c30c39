// The prerendered login screen works before its script has arrived. preact/compat replaces the page's markup
// when the app first renders, so what the person did meanwhile is carried over from here: the values typed
// into fields, the field that had focus, and a form submitted early, which the page's inline loader held
// back (a POST would reload the page and drop it all). See scripts/vite-plugin-prerender.ts.
interface HandoffWindow {
  __portalReady?: boolean;
  __portalEarlySubmit?: boolean;
}

const win = (): HandoffWindow | undefined => (typeof window === 'undefined' ? undefined : (window as HandoffWindow));

const typed = new Map<string, string>();
let focused = '';

/** Call before the first render: notes what was typed into the prerendered fields, and where focus was. */
export function captureTyped(root: Element): void {
  for (const field of root.querySelectorAll<HTMLInputElement>('input[id]')) {
    if (field.value) typed.set(field.id, field.value);
  }
  const active = document.activeElement;
  focused = active instanceof HTMLElement && root.contains(active) ? identity(active) : '';
}

const FOCUSABLE = 'a[href],button,input,select,textarea,[tabindex]';

/**
 * What names a focusable element across the hand-off, which may replace it with its live twin: its id, or else
 * what a person sees of it (a link's target, a label, its text). The skip link and a tile have no id.
 */
const identity = (el: HTMLElement): string =>
  el.id ? `#${el.id}` : [el.tagName, el.getAttribute('href'), el.getAttribute('aria-label'), el.textContent?.trim()].join('|');

/** What the person typed into a prerendered field before the script arrived ('' when nothing). */
export function typedBefore(id: string): string {
  return typed.get(id) ?? '';
}

/** Call after the first render: the script now owns the page; focus goes back where it was. */
export function markScriptReady(): void {
  const w = win();
  if (w) w.__portalReady = true;
  if (!focused || (document.activeElement && document.activeElement !== document.body)) return;
  const twin = focused.startsWith('#')
    ? document.getElementById(focused.slice(1))
    : [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].find((el) => identity(el) === focused);
  twin?.focus();
}

/** Whether a submit was held back before the script arrived; answers true once. */
export function takeEarlySubmit(): boolean {
  const w = win();
  if (!w?.__portalEarlySubmit) return false;
  w.__portalEarlySubmit = false;
  return true;
}
