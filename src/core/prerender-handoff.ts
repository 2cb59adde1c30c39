// The prerendered login screen works before its script has arrived: the page's inline loader holds back a
// form submitted in that moment (a POST would reload the page and drop what was typed) and notes it here;
// the screen submits it again once the script has taken over. See scripts/vite-plugin-prerender.ts.
interface HandoffWindow {
  __portalReady?: boolean;
  __portalEarlySubmit?: boolean;
}

const win = (): HandoffWindow | undefined => (typeof window === 'undefined' ? undefined : (window as HandoffWindow));

/** The script has rendered the app: from now on forms are the app's. */
export function markScriptReady(): void {
  const w = win();
  if (w) w.__portalReady = true;
}

/** Whether a submit was held back before the script arrived; answers true once. */
export function takeEarlySubmit(): boolean {
  const w = win();
  if (!w?.__portalEarlySubmit) return false;
  w.__portalEarlySubmit = false;
  return true;
}
