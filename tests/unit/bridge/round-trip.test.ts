// Both sides in one test: the embed script as penpal parent and the portal's bridge as penpal child, with
// the browser's postMessage routing played by two stand-in windows.
import { afterEach, expect, it, vi } from 'vitest';
import { WindowMessenger } from 'penpal';
import { mount } from '../../../embed/mount.ts';
import { startBridge } from '../../../src/core/bridge/start-bridge.ts';
import { HOST, PORTAL, settle, windowPair } from './window-pair.ts';

afterEach(() => vi.restoreAllMocks());

it('connects, carries NAVIGATION down and reports up', async () => {
  const { host, portal } = windowPair();
  vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockReturnValue(portal as unknown as Window);
  const handle = mount(document.createElement('div'), { src: `${PORTAL}/`, path: '/auth/login', load: 'eager' });
  const seen: unknown[] = [];
  handle.on('ready', (d) => seen.push(['ready', d]));
  handle.on('navigation', (d) => seen.push(['navigation', d]));
  handle.on('form-window', (d) => seen.push(['form-window', d]));
  handle.navigate('/home/carne');

  const navigate = vi.fn();
  const messenger = new WindowMessenger({ remoteWindow: host as unknown as Window, allowedOrigins: [HOST] });
  const bridge = await startBridge({ parentOrigins: [HOST], navigate, messenger });
  await settle();
  bridge.reportNavigation('/home/carne');
  bridge.setFormWindow({ title: 'Completa tu perfil', icon: 'http://127.0.0.1:4175/icons/perfil.svg' });
  await settle();

  expect(navigate.mock.calls).toEqual([['/home/carne']]);
  expect(seen).toEqual([
    ['ready', { origin: PORTAL }],
    ['navigation', { url: '/home/carne', topLevel: false }],
    ['form-window', { title: 'Completa tu perfil', icon: 'http://127.0.0.1:4175/icons/perfil.svg' }],
  ]);
  bridge.destroy();
  handle.destroy();
});
