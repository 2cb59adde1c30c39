// Whether the portal runs inside another page: the test that decides whether the bridge chunk is loaded.
// Reading `top` of a cross-origin parent is allowed; comparing it is enough.
export function inFrame(win: Window | undefined = typeof window === 'undefined' ? undefined : window): boolean {
  if (!win) return false; // prerendered at build time
  try {
    return win.self !== win.top;
  } catch {
    // Some sandboxed frames throw on access to top: they are frames all the same.
    return true;
  }
}
