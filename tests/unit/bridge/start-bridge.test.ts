// The portal's side against a host that speaks penpal alone: the public method names of the contract.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WindowMessenger, connect, type Connection } from 'penpal';
import { CALL_TIMEOUT_MS, type HostMethods, type NavigationNotice, type PortalMethods } from '../../../src/core/bridge/shared/contract.ts';
import { startBridge, type PortalBridge } from '../../../src/core/bridge/start-bridge.ts';
import { HOST, PORTAL, postFrom, settle, windowPair } from './window-pair.ts';

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const done of cleanup) done();
  cleanup = [];
});

/** A host page with penpal alone; `only` leaves out the methods it does not implement. */
function penpalHost(portalWindow: unknown, only?: (keyof HostMethods)[]) {
  const calls: [string, unknown][] = [];
  const all: HostMethods = {
    hello: (page) => void calls.push(['hello', page]),
    onNavigation: (notice: NavigationNotice) => void calls.push(['onNavigation', notice]),
    setFormWindow: (data) => void calls.push(['setFormWindow', data]),
    resize: (size) => void calls.push(['resize', size]),
    logout: () => void calls.push(['logout', undefined]),
    outcome: (event) => void calls.push(['outcome', event]),
    escape: () => void calls.push(['escape', undefined]),
    onError: (report) => void calls.push(['onError', report]),
  };
  const methods = only ? Object.fromEntries(only.map((name) => [name, all[name]])) : all;
  const messenger = new WindowMessenger({ remoteWindow: portalWindow as Window, allowedOrigins: [PORTAL] });
  const connection: Connection<PortalMethods> = connect<PortalMethods>({ messenger, methods });
  cleanup.push(connection.destroy);
  return { calls, connection };
}

async function connected(extra: { topLevelOrigins?: string[]; only?: (keyof HostMethods)[] } = {}) {
  const { host, portal } = windowPair();
  const navigate = vi.fn();
  const parent = penpalHost(portal, extra.only);
  const bridge: PortalBridge = await startBridge({
    parentOrigins: [HOST],
    navigate,
    topLevelOrigins: extra.topLevelOrigins,
    messenger: new WindowMessenger({ remoteWindow: host as unknown as Window, allowedOrigins: [HOST] }),
  });
  cleanup.push(bridge.destroy);
  const remote = await parent.connection.promise;
  await settle();
  return { bridge, navigate, remote, calls: parent.calls, host, portal };
}

describe('startBridge: connecting', () => {
  it('connects to an allowlisted parent and says hello with the id of this page load', async () => {
    const { calls, remote } = await connected();
    expect(calls).toEqual([['hello', { page: expect.stringMatching(/^[a-z0-9]+$/) }]]);
    expect(await remote.ping()).toEqual(calls[0]![1]);
  });

  it('never connects to a parent whose origin is off the allowlist, and gives up in time', async () => {
    const { host, portal } = windowPair();
    penpalHost(portal);
    const outcome = startBridge({
      parentOrigins: ['https://www.clinica.example'],
      navigate: vi.fn(),
      timeout: 200,
      messenger: new WindowMessenger({ remoteWindow: host as unknown as Window, allowedOrigins: ['https://www.clinica.example'] }),
    });
    await expect(outcome).rejects.toMatchObject({ code: 'CONNECTION_TIMEOUT' });
  });

  it('refuses to start without configured parent origins (penpal would read that as its own origin)', async () => {
    await expect(startBridge({ parentOrigins: [], navigate: vi.fn() })).rejects.toThrow('No parent origins configured');
  });
});

describe('startBridge: once connected', () => {
  it('moves the portal on NAVIGATION, to portal paths only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { navigate, remote } = await connected();
    expect(await remote.navigate('/home/carne')).toBe(true);
    expect(await remote.navigate('javascript:alert(1)')).toBe(false);
    expect(await remote.navigate('//evil.com')).toBe(false);
    expect(await remote.navigate('data:text/html,hi')).toBe(false);
    expect(navigate.mock.calls).toEqual([['/home/carne']]);
    expect(warn.mock.calls.map(([text]) => text)).toEqual(Array(3).fill('[portal-bridge] refused URL:'));
  });

  it('takes reading comfort from a host with its own control, and only the values it understands', async () => {
    const { remote } = await connected();
    expect(await remote.setReadingComfort({ textSize: 'muy-grande' })).toBe(true);
    expect(document.documentElement.getAttribute('data-text-size')).toBe('muy-grande');
    expect(await remote.setReadingComfort({ highContrast: true })).toBe(true);
    expect(document.documentElement.getAttribute('data-contrast')).toBe('alto');
    expect(document.documentElement.getAttribute('data-text-size')).toBe('muy-grande');
    for (const wrong of [
      null,
      'grande',
      { textSize: 'enorme' },
      { highContrast: 'yes' },
      JSON.parse('{"__proto__":{"textSize":"grande"}}'),
    ]) {
      expect(await remote.setReadingComfort(wrong as never)).toBe(false);
    }
    expect(({} as Record<string, unknown>).textSize).toBeUndefined();
    expect(document.documentElement.getAttribute('data-text-size')).toBe('muy-grande');
  });

  it("takes a host's theme, and refuses a colour that fails contrast with a warning", async () => {
    const { remote } = await connected();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await remote.setTheme({ primaryColor: '#6d2e8c' })).toBe(true);
    expect(await remote.setTheme({ primaryColor: '#9be7e7' })).toBe(false);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[portal-theme\] host: primaryColor #9be7e7 refused: /);
    expect(await remote.setTheme('morado' as never)).toBe(false);
  });

  it('reports routes, form-window data, sizes and logout through the host methods', async () => {
    const { bridge, calls } = await connected();
    calls.length = 0;
    expect(bridge.reportNavigation('/home')).toBe(true);
    bridge.setFormWindow({ title: 'Completa tu perfil', icon: 'http://127.0.0.1:4175/icons/perfil.svg' });
    bridge.reportResize({ width: 375, height: 700 });
    bridge.logout();
    await settle();
    expect(calls).toEqual([
      ['onNavigation', { url: '/home', topLevel: false }],
      ['setFormWindow', { title: 'Completa tu perfil', icon: 'http://127.0.0.1:4175/icons/perfil.svg' }],
      ['resize', { width: 375, height: 700 }],
      ['logout', undefined],
    ]);
  });

  it("sends outcomes with the contract's fields only, and Escape", async () => {
    const { bridge, calls } = await connected();
    calls.length = 0;
    bridge.reportOutcome({ type: 'payment-completed', reference: 'pay_1', amount: 4500, diagnosis: 'x' } as never);
    bridge.reportOutcome({ type: 'registration-completed' });
    bridge.escape();
    await settle();
    expect(calls).toEqual([
      ['outcome', { type: 'payment-completed', reference: 'pay_1', amount: 4500 }],
      ['outcome', { type: 'registration-completed' }],
      ['escape', undefined],
    ]);
  });

  it('tells the host of an error with the five fields of its report only, built without personal data', async () => {
    const { bridge, calls } = await connected();
    calls.length = 0;
    const error = new TypeError('x.map is not a function');
    error.stack = 'at Daniela (https://p/?dni=12345678Z)';
    bridge.reportError({ kind: 'render', where: 'home', error }, '/home/customerInformation/sale/cus_8f3a9c2e');
    await settle();
    expect(calls).toEqual([
      [
        'onError',
        {
          kind: 'render',
          where: 'home',
          error: 'TypeError',
          message: 'x.map is not a function',
          path: '/home/customerInformation/sale/:id',
        },
      ],
    ]);
  });

  it('refuses to report what is not a portal path', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { bridge, calls } = await connected();
    calls.length = 0;
    expect(bridge.reportNavigation('https://evil.example/')).toBe(false);
    await settle();
    expect(calls).toEqual([]);
  });

  it('hands allowlisted URLs to the host for the top level, and refuses the rest with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { bridge, calls } = await connected({ topLevelOrigins: ['https://pagos.example.com'] });
    calls.length = 0;
    expect(bridge.openTopLevel('https://pagos.example.com/checkout?id=7')).toBe(true);
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'https://foreign.example/', '//pagos.example.com/', '/home']) {
      expect(bridge.openTopLevel(url)).toBe(false);
    }
    await settle();
    expect(calls).toEqual([['onNavigation', { url: 'https://pagos.example.com/checkout?id=7', topLevel: true }]]);
    expect(warn).toHaveBeenCalledTimes(5);
  });

  it('works with a host that implements only onNavigation: the missing methods are no error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { bridge, calls } = await connected({ only: ['onNavigation'] });
    bridge.reportResize({ width: 1, height: 2 });
    bridge.logout();
    bridge.reportNavigation('/home/carne');
    await settle();
    expect(calls).toEqual([['onNavigation', { url: '/home/carne', topLevel: false }]]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('ignores a NAVIGATION call posted by a window that is not its parent', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { navigate, host, portal } = await connected();
    const call = (url: string) => ({
      namespace: 'penpal',
      channel: undefined,
      type: 'CALL',
      id: url,
      methodPath: ['navigate'],
      args: [url],
    });
    postFrom(window, HOST, call('/home/forged'));
    postFrom(host, 'https://evil.example', call('/home/forged'));
    postFrom(portal, PORTAL, call('/home/forged'));
    // The same message from the parent window and origin is heard: the checks above are what refused.
    postFrom(host, HOST, call('/home/carne'));
    await settle();
    expect(navigate.mock.calls).toEqual([['/home/carne']]);
  });

  it('gives up calls to a host that stopped answering, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { bridge, remote } = await connected();
    expect(await remote.ping()).toBeTruthy();
    cleanup.shift()!(); // the host's connection goes away
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    bridge.reportNavigation('/home');
    await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS);
    vi.useRealTimers();
    expect(warn.mock.calls.map(([text]) => text)).toContain('[portal-bridge] onNavigation():');
  });
});
