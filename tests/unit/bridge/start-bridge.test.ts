import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAMESPACE } from '../../../src/core/bridge/protocol.ts';
import { startBridge, type PortalBridge } from '../../../src/core/bridge/start-bridge.ts';

const HOST = 'http://localhost:4174';
const SAME_SITE_HOST = 'http://127.0.0.1:4174';

function setup(extra: { topLevelOrigins?: string[]; timeout?: number } = {}) {
  const posted: [data: unknown, origin: string][] = [];
  const parent = { postMessage: (data: unknown, origin: string) => void posted.push([data, origin]) };
  const navigate = vi.fn();
  const started = startBridge({ parentOrigins: [HOST, SAME_SITE_HOST], navigate, parent, ...extra });
  const fromHost = (message: Record<string, unknown>, init: { origin?: string; source?: unknown } = {}) =>
    window.dispatchEvent(
      new MessageEvent('message', { data: { ns: NAMESPACE, ...message }, origin: init.origin ?? HOST, source: ('source' in init ? init.source : parent) as never }),
    );
  return { posted, navigate, started, fromHost, sent: () => posted.map(([data]) => data) };
}

let bridge: PortalBridge | undefined;

afterEach(() => {
  bridge?.destroy();
  bridge = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('startBridge handshake', () => {
  it('says hello to the allowlisted parents until one answers', async () => {
    vi.useFakeTimers();
    const { posted, started, fromHost } = setup();
    // happy-dom has neither ancestorOrigins nor a referrer: every allowlisted origin is tried.
    const hello = { ns: NAMESPACE, type: 'hello', id: expect.stringMatching(/^[a-z0-9]+$/) };
    expect(posted).toEqual([[hello, HOST], [hello, SAME_SITE_HOST]]);
    vi.advanceTimersByTime(500);
    expect(posted).toHaveLength(4);
    // One id per page load, repeated with every hello.
    expect(new Set(posted.map(([data]) => (data as { id: string }).id)).size).toBe(1);
    fromHost({ type: 'welcome' });
    bridge = await started;
    expect(bridge.parentOrigin).toBe(HOST);
    vi.advanceTimersByTime(5000);
    expect(posted).toHaveLength(4);
  });

  it('ignores a welcome from an origin off the allowlist or from another window, then gives up', async () => {
    vi.useFakeTimers();
    const { started, fromHost } = setup({ timeout: 2000 });
    fromHost({ type: 'welcome' }, { origin: 'https://evil.example' });
    fromHost({ type: 'welcome' }, { source: window });
    const outcome = started.then(() => 'connected', (error: Error) => error.message);
    vi.advanceTimersByTime(2000);
    expect(await outcome).toBe('No parent answered the bridge within 2000 ms');
  });
});

describe('once connected', () => {
  async function connected(extra: { topLevelOrigins?: string[] } = {}) {
    const context = setup(extra);
    context.fromHost({ type: 'welcome' });
    bridge = await context.started;
    context.posted.length = 0;
    return { ...context, bridge };
  }

  it('moves the portal on NAVIGATION from its parent, to portal paths only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { navigate, fromHost } = await connected();
    fromHost({ type: 'navigate', url: '/home/carne' });
    fromHost({ type: 'navigate', url: 'javascript:alert(1)' });
    fromHost({ type: 'navigate', url: '//evil.com' });
    fromHost({ type: 'navigate', url: '/home/payments/client' }, { origin: SAME_SITE_HOST });
    expect(navigate.mock.calls).toEqual([['/home/carne']]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('reports routes, form-window data, sizes and logout to the parent origin only', async () => {
    const { posted, bridge } = await connected();
    expect(bridge.reportNavigation('/home')).toBe(true);
    bridge.setFormWindow({ title: 'Completa tu perfil', icon: 'http://127.0.0.1:4175/icons/perfil.svg' });
    bridge.reportResize({ width: 375, height: 700 });
    bridge.logout();
    expect(posted).toEqual([
      [{ ns: NAMESPACE, type: 'navigation', url: '/home' }, HOST],
      [{ ns: NAMESPACE, type: 'form-window', data: { title: 'Completa tu perfil', icon: 'http://127.0.0.1:4175/icons/perfil.svg' } }, HOST],
      [{ ns: NAMESPACE, type: 'resize', size: { width: 375, height: 700 } }, HOST],
      [{ ns: NAMESPACE, type: 'logout' }, HOST],
    ]);
  });

  it('refuses to report what is not a portal path', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { sent, bridge } = await connected();
    expect(bridge.reportNavigation('https://evil.example/')).toBe(false);
    expect(sent()).toEqual([]);
  });

  it('hands allowlisted URLs to the host for the top level, and refuses the rest with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { sent, bridge } = await connected({ topLevelOrigins: ['https://pagos.example.com'] });
    expect(bridge.openTopLevel('https://pagos.example.com/checkout?id=7')).toBe(true);
    expect(bridge.openTopLevel('javascript:alert(1)')).toBe(false);
    expect(bridge.openTopLevel('data:text/html,hi')).toBe(false);
    expect(bridge.openTopLevel('https://foreign.example/')).toBe(false);
    expect(bridge.openTopLevel('/home')).toBe(false);
    expect(sent()).toEqual([{ ns: NAMESPACE, type: 'navigation', url: 'https://pagos.example.com/checkout?id=7' }]);
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('says bye when the page goes away, and stops listening once destroyed', async () => {
    const { sent, navigate, fromHost, bridge } = await connected();
    window.dispatchEvent(new Event('pagehide'));
    expect(sent()).toEqual([{ ns: NAMESPACE, type: 'bye' }]);
    bridge.destroy();
    fromHost({ type: 'navigate', url: '/home' });
    window.dispatchEvent(new Event('pagehide'));
    expect(navigate).not.toHaveBeenCalled();
    expect(sent()).toHaveLength(1);
  });
});
