// Both sides in one test: the embed script as parent and the portal's bridge as child, with the browser's
// postMessage routing (target origin, event origin and source) played by two stand-in windows.
import { afterEach, expect, it, vi } from 'vitest';
import { mount } from '../../../embed/mount.ts';
import { startBridge } from '../../../src/core/bridge/start-bridge.ts';

const HOST = 'http://localhost:4174';
const PORTAL = 'http://127.0.0.1:4173';

function deliver(data: unknown, targetOrigin: string, recipientOrigin: string, origin: string, source: unknown) {
  if (targetOrigin === recipientOrigin) window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as never }));
}

afterEach(() => vi.restoreAllMocks());

it('connects, carries NAVIGATION down and reports up', async () => {
  const element = document.createElement('div');
  const handle = mount(element, { src: `${PORTAL}/`, path: '/auth/login' });
  const hostWindow = { postMessage: (data: unknown, target: string) => deliver(data, target, HOST, PORTAL, portalWindow) };
  const portalWindow = { postMessage: (data: unknown, target: string) => deliver(data, target, PORTAL, HOST, hostWindow) };
  Object.defineProperty(element.querySelector('iframe')!, 'contentWindow', { value: portalWindow });
  const seen: unknown[] = [];
  handle.on('ready', (d) => seen.push(['ready', d]));
  handle.on('navigation', (d) => seen.push(['navigation', d]));
  handle.on('form-window', (d) => seen.push(['form-window', d]));
  handle.navigate('/home/carne');

  const navigate = vi.fn();
  const bridge = await startBridge({ parentOrigins: [HOST], navigate, parent: hostWindow });
  bridge.reportNavigation('/home/carne');
  bridge.setFormWindow({ title: 'Completa tu perfil', icon: 'http://127.0.0.1:4175/icons/perfil.svg' });

  expect(navigate.mock.calls).toEqual([['/home/carne']]);
  expect(seen).toEqual([
    ['ready', { origin: PORTAL }],
    ['navigation', { url: '/home/carne', topLevel: false }],
    ['form-window', { title: 'Completa tu perfil', icon: 'http://127.0.0.1:4175/icons/perfil.svg' }],
  ]);
  bridge.destroy();
  handle.destroy();
});
