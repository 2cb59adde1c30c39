// The portal does not know which allowlisted page framed it. Sending the hello to an origin the parent does
// not have is dropped by the browser (and logged as an error in Chrome), so the likely parent comes first:
// location.ancestorOrigins where the browser has it, else the referrer; every allowlisted origin only when
// neither says.
export function likelyParentOrigins(allowed: readonly string[], win: Window = window): string[] {
  const hints = [win.location.ancestorOrigins?.[0], originOf(win.document.referrer)];
  for (const hint of hints) if (hint && allowed.includes(hint)) return [hint];
  return [...allowed];
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
