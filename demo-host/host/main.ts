// The demo host's page script: mounts the portal with the embed's typed API and wires the corporate
// page's controls (NAVIGATION buttons, form-module window, event log) to it.
import { mount, type EmbedHandle, type EmbedOptions } from '../../embed/index.ts';
import { createEventLog, eventNames } from './event-log.ts';
import { createFormWindowPanel } from './form-window-panel.ts';
import { currentVariant } from './variant.ts';

const PORTAL_URL = import.meta.env.VITE_PORTAL_URL as string;
const GATEWAY_ORIGIN = import.meta.env.VITE_GATEWAY_ORIGIN as string;
const PROFILE_MODULE = { pk: 'mod_perfil', sk: 'sk_perfil_2026' };

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const container = byId<HTMLDivElement>('portal');
const log = createEventLog(byId<HTMLOListElement>('log'));
const formWindow = createFormWindowPanel(byId<HTMLImageElement>('form-window-icon'), byId('form-window-text'));
const openModule = byId<HTMLButtonElement>('open-module');
const closeModule = byId<HTMLButtonElement>('close-module');

let handle: EmbedHandle | undefined;

function show(options: Partial<EmbedOptions>): void {
  handle?.destroy();
  const inModule = Boolean(options.module);
  handle = mount(container, {
    src: PORTAL_URL,
    title: inModule ? 'Formulario del portal de afiliados' : 'Portal de afiliados de Clínica Horizonte',
    topLevelOrigins: [location.origin, GATEWAY_ORIGIN],
    // The portal is what this page is for: created at once, not when scrolled to (lazy.html shows the other modes).
    load: 'eager',
    ...options,
  });
  for (const name of eventNames) handle.on(name, (detail) => log(name, detail));
  handle.on('form-window', formWindow.show);
  // The form module sends NAVIGATION when the user finishes or leaves: the host closes the form there.
  if (inModule) handle.on('navigation', ({ url, topLevel }) => topLevel || show({ path: url }));
  openModule.hidden = inModule;
  closeModule.hidden = !inModule;
  if (!inModule) formWindow.clear();
}

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-navigate]')) {
  button.addEventListener('click', () => {
    const path = button.dataset.navigate!;
    if (closeModule.hidden) handle?.navigate(path);
    else show({ path });
  });
}
openModule.addEventListener('click', () => show({ module: PROFILE_MODULE }));
closeModule.addEventListener('click', () => show({ path: '/home' }));

const variant = currentVariant(location, PORTAL_URL);
const variantText = byId('variant');
const otherLink = Object.assign(document.createElement('a'), { href: variant.otherHref, textContent: variant.otherLabel });
variantText.append(variant.description, ' ', otherLink);

/**
 * A page that frames the portal is also where a top-level trip ends (the card gateway returns here): with
 * `?portal=<path>` the portal opens on that path, and the rest of the query (the gateway's bold-order-id and
 * bold-tx-status) goes with it.
 */
function initialPath(): string {
  const params = new URLSearchParams(location.search);
  const path = params.get('portal');
  if (!path) return '/auth/login';
  params.delete('portal');
  const rest = params.toString();
  return rest ? `${path}${path.includes('?') ? '&' : '?'}${rest}` : path;
}

const firstPath = initialPath();
show({ path: firstPath });
// Back from a top-level trip: the visitor continues in the portal, so bring it into view.
if (firstPath !== '/auth/login') container.scrollIntoView({ block: 'start' });
