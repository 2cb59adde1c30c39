// Leaving for the hosted card gateway and coming back. Standalone, the portal navigates there itself. Embedded,
// the gateway refuses to be framed (frame-ancestors 'none'), so the host opens it at the top level through the
// bridge, and the gateway returns to the host page, which shows the portal on the result (`?portal=<path>`).
import { connectBridge, openTopLevel } from '../../core/bridge/bridge-link.ts';
import { getConfig } from '../../core/config/config.ts';
import { inFrame } from '../../core/bridge/in-frame.ts';

/** The query parameter of a host page that names the portal path to show (embed/README.md, payment gateways). */
export const HOST_PATH_PARAM = 'portal';

/** The page that frames us: its address as the referrer gave it (the origin at least), if it is an allowed parent. */
function hostPage(): string | null {
  const allowed = getConfig()?.parentOrigins ?? [];
  const candidates = [document.referrer, window.location.ancestorOrigins?.[0] ? `${window.location.ancestorOrigins[0]}/` : ''];
  for (const candidate of candidates) {
    try {
      const url = new URL(candidate);
      if (allowed.includes(url.origin)) return `${url.origin}${url.pathname}`;
    } catch {
      // not an address: try the next one
    }
  }
  return null;
}

/** Where the gateway sends the member back: a portal page, or the host page showing that portal page. */
export async function gatewayReturn(path: string): Promise<string> {
  const embedded = (await connectBridge()) !== null;
  const host = embedded ? hostPage() : null;
  if (!host) return `${window.location.origin}${path}`;
  const url = new URL(host);
  url.searchParams.set(HOST_PATH_PARAM, path);
  return url.toString();
}

/** Opens the checkout: the host does it at the top level when we are embedded, else this window. */
export async function openGateway(checkoutUrl: string): Promise<void> {
  await connectBridge();
  if (openTopLevel(checkoutUrl)) return;
  // Framed without a host that answers: the gateway cannot load in the frame, so take the whole window.
  if (inFrame()) window.open(checkoutUrl, '_top');
  else window.location.assign(checkoutUrl);
}
