// penpal.html: a host page that speaks to the portal with penpal alone (no embed script), as the provider's
// own site and form modules do. It uses only the public method names of the bridge's contract.
import { CallOptions, WindowMessenger, connect } from 'penpal';
import type { HostMethods, PortalMethods } from '../../src/core/bridge/shared/contract.ts';

const PORTAL_ORIGIN = new URL(import.meta.env.VITE_PORTAL_URL as string).origin;
const frame = document.getElementById('portal') as HTMLIFrameElement;
const list = document.getElementById('log') as HTMLOListElement;

function log(name: string, detail: unknown): void {
  const item = document.createElement('li');
  const code = document.createElement('code');
  code.textContent = `${name} ${JSON.stringify(detail ?? {})}`;
  item.append(code);
  list.append(item);
}

// Every method is optional for a host; this page logs each call it gets.
const methods: HostMethods = {
  hello: (page) => log('hello', page),
  onNavigation: (notice) => {
    log('onNavigation', notice);
    // A URL for the whole window (a payment gateway) would be opened here after the host's own check.
  },
  setFormWindow: (data) => log('setFormWindow', data),
  resize: (size) => log('resize', size),
  logout: () => log('logout', {}),
  outcome: (event) => log('outcome', event),
  escape: () => log('escape', {}),
  onError: (report) => log('onError', report),
};

const connection = connect<PortalMethods>({
  messenger: new WindowMessenger({ remoteWindow: frame.contentWindow!, allowedOrigins: [PORTAL_ORIGIN] }),
  methods,
  timeout: 15_000,
});

connection.promise.then(
  (portal) => {
    document.documentElement.dataset.connected = '';
    for (const button of document.querySelectorAll<HTMLButtonElement>('[data-navigate]')) {
      button.addEventListener('click', () => {
        // penpal reconnects to a reloaded portal by itself; the timeout keeps a call to a vanished page from hanging.
        portal.navigate(button.dataset.navigate!, new CallOptions({ timeout: 5000 })).then(
          (accepted) => log('navigate', { url: button.dataset.navigate, accepted }),
          (error: Error) => log('navigate-error', { message: error.message }),
        );
      });
    }
  },
  (error: Error) => log('connection-error', { message: error.message }),
);
