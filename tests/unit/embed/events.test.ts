import { describe, expect, it, vi } from 'vitest';
import { PING_TIMEOUT_MS } from '../../../embed/mount.ts';
import { windowPair } from '../bridge/window-pair.ts';
import { mountEmbed, PORTAL, settle } from './harness.ts';

const status = (element: HTMLElement) => element.querySelector<HTMLElement>('[role="status"]')!;

describe('connecting', () => {
  it('is ready once the portal connects and says hello, and only once', async () => {
    const { events, load } = mountEmbed();
    const page = await load('page-1');
    await page.host.hello({ page: 'page-1' });
    expect(events).toEqual([['ready', { origin: PORTAL }]]);
  });

  it('does not connect to a frame of another origin', async () => {
    const { events, load } = mountEmbed({}, 'https://evil.example');
    const page = await load('page-1');
    expect(page.host).toBeUndefined();
    expect(events).toEqual([]);
  });

  it("does not connect to a penpal page of the portal's origin in another window", async () => {
    const { events, load } = mountEmbed();
    const other = windowPair();
    const page = await load('page-1', { from: other.host });
    expect(page.host).toBeUndefined();
    expect(events).toEqual([]);
  });
});

describe("the host's theme", () => {
  it('goes to every portal page that connects, the first and a reloaded one, and to none without a theme', async () => {
    const theme = { primaryColor: '#6d2e8c', radius: 4 };
    const { load } = mountEmbed({ theme });
    const first = await load('page-1');
    expect(first.themes).toEqual([theme]);
    first.unload();
    const second = await load('page-2');
    expect(second.themes).toEqual([theme]);

    const plain = await mountEmbed().load('page-3');
    expect(plain.themes).toEqual([]);
    expect(plain.comforts).toEqual([]);
  });

  it("sends the host's reading comfort to every portal page that connects", async () => {
    const readingComfort = { textSize: 'muy-grande' as const, highContrast: true };
    const { load } = mountEmbed({ readingComfort });
    const first = await load('page-1');
    expect(first.comforts).toEqual([readingComfort]);
    first.unload();
    expect((await load('page-2')).comforts).toEqual([readingComfort]);
  });
});

describe('reloads and losses', () => {
  it('sees a reload whose load event comes before the new page says hello', async () => {
    const { element, events, load, frameLoaded, names } = mountEmbed();
    (await load('page-1')).unload();
    frameLoaded();
    await settle(PING_TIMEOUT_MS + 50);
    expect(names()).toEqual(['ready', 'connection-lost']);
    expect(status(element).textContent).toBe('Reconectando con tu portal…');
    await load('page-2');
    expect(names()).toEqual(['ready', 'connection-lost', 'reconnected']);
    expect(events.at(-1)).toEqual(['reconnected', { origin: PORTAL }]);
    expect(status(element).hidden).toBe(true);
  });

  it('sees a reload whose new page says hello before the load event, and then carries NAVIGATION', async () => {
    const { handle, load, frameLoaded, names } = mountEmbed();
    (await load('page-1')).unload();
    const second = await load('page-2');
    frameLoaded();
    await settle(PING_TIMEOUT_MS + 50);
    expect(names()).toEqual(['ready', 'connection-lost', 'reconnected']);
    expect(handle.navigate('/home/carne')).toBe(true);
    await settle();
    expect(second.navigations).toEqual(['/home/carne']);
  });

  it('takes the load event of the page it knows for what it is: no loss', async () => {
    const { load, frameLoaded, names } = mountEmbed();
    await load('page-1');
    frameLoaded();
    await settle(PING_TIMEOUT_MS + 50);
    expect(names()).toEqual(['ready']);
  });

  it('shows the error state when no portal comes back in time, and recovers when one does', async () => {
    const { element, events, load, frameLoaded, names } = mountEmbed({ timeout: 300 });
    (await load('page-1')).unload();
    frameLoaded(); // an error page: it never says hello
    await settle(PING_TIMEOUT_MS + 350);
    expect(names()).toEqual(['ready', 'connection-lost', 'timeout']);
    expect(events.at(-1)).toEqual(['timeout', { after: 300 }]);
    expect(status(element).textContent).toContain('No hemos podido conectar con tu portal.');
    await load('page-2');
    expect(names()).toEqual(['ready', 'connection-lost', 'timeout', 'reconnected']);
  });
});

describe('NAVIGATION from the host', () => {
  it('keeps the last request made before the portal answers and sends it after the hello', async () => {
    const { handle, load } = mountEmbed();
    expect(handle.navigate('/home')).toBe(true);
    expect(handle.navigate('/home/carne')).toBe(true);
    const page = await load('page-1');
    expect(page.navigations).toEqual(['/home/carne']);
  });

  it('sends at once when connected, and refuses what is not a portal path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { handle, load } = mountEmbed();
    const page = await load('page-1');
    expect(handle.navigate('/home/payments/client')).toBe(true);
    for (const url of ['javascript:alert(1)', 'https://evil.example/', '//evil.example/', 'data:text/html,x'])
      expect(handle.navigate(url)).toBe(false);
    await settle();
    expect(page.navigations).toEqual(['/home/payments/client']);
    expect(warn).toHaveBeenCalledTimes(4);
  });
});

describe('calls from the portal', () => {
  it('reports route changes as navigation events', async () => {
    const { events, load } = mountEmbed();
    const { host } = await load();
    await host.onNavigation({ url: '/home/carne', topLevel: false });
    expect(events.slice(1)).toEqual([['navigation', { url: '/home/carne', topLevel: false }]]);
  });

  it('opens allowlisted URLs at the top level, and nothing else, whatever the portal says', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const openTopLevel = vi.fn();
    const { events, load } = mountEmbed({ topLevelOrigins: ['https://pagos.example.com'], openTopLevel });
    const { host } = await load();
    for (const url of [
      'https://pagos.example.com/checkout',
      'javascript:alert(document.domain)',
      'https://foreign.example/',
      '//evil.com',
    ]) {
      await host.onNavigation({ url, topLevel: true });
    }
    expect(openTopLevel.mock.calls).toEqual([['https://pagos.example.com/checkout']]);
    expect(events.slice(1)).toEqual([['navigation', { url: 'https://pagos.example.com/checkout', topLevel: true }]]);
  });

  it('passes on well-formed form-window data only', async () => {
    const { events, load } = mountEmbed();
    const { host } = await load();
    await host.setFormWindow({ title: ' Completa tu perfil ', icon: 'http://127.0.0.1:4175/icons/perfil.svg' });
    await host.setFormWindow({ title: 'x', icon: 'javascript:alert(1)' });
    await host.setFormWindow({ title: 7 as never, icon: 'https://a.example/i.svg' });
    await host.setFormWindow(undefined as never);
    expect(events.slice(1)).toEqual([['form-window', { title: 'Completa tu perfil', icon: 'http://127.0.0.1:4175/icons/perfil.svg' }]]);
  });

  it('passes on sizes that are numbers, and logout', async () => {
    const { events, load } = mountEmbed();
    const { host } = await load();
    await host.resize({ width: 375, height: 640 });
    await host.resize({ width: '375' as never, height: 640 });
    await host.resize({ width: -1, height: Infinity });
    await host.logout();
    expect(events.slice(1)).toEqual([
      ['resize', { width: 375, height: 640 }],
      ['logout', {}],
    ]);
  });

  it('passes on error reports with the contract’s five fields, cut short, and nothing else', async () => {
    const { events, load } = mountEmbed();
    const { host } = await load();
    const report = { kind: 'render', where: 'home', error: 'TypeError', message: 'x.map is not a function', path: '/home/carne' } as const;
    await host.onError({ ...report, name: 'Daniela Ortega' } as never);
    await host.onError({ ...report, kind: 'whatever' } as never);
    await host.onError({ ...report, message: 'm'.repeat(500), where: 7 } as never);
    await host.onError(undefined as never);
    expect(events.slice(1)).toEqual([
      ['error', report],
      ['error', { ...report, message: 'm'.repeat(200), where: '' }],
    ]);
  });

  it('also dispatches each event on the host element', async () => {
    const { element, load } = mountEmbed();
    const seen: unknown[] = [];
    element.addEventListener('portal-embed:navigation', (e) => seen.push((e as CustomEvent).detail));
    const { host } = await load();
    await host.onNavigation({ url: '/home', topLevel: false });
    expect(seen).toEqual([{ url: '/home', topLevel: false }]);
  });

  it('keeps calling other listeners when one throws, and unsubscribes', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { handle, events, load } = mountEmbed();
    const off = handle.on('logout', () => {
      throw new Error('host bug');
    });
    const { host } = await load();
    await host.logout();
    off();
    await host.logout();
    expect(events.slice(1)).toEqual([
      ['logout', {}],
      ['logout', {}],
    ]);
    expect(error).toHaveBeenCalledTimes(1);
  });
});

describe('destroy', () => {
  it('removes the frame, its listeners and its timers', async () => {
    const { element, handle, events, load } = mountEmbed({ timeout: 100 });
    handle.destroy();
    expect(element.children).toHaveLength(0);
    const page = await load();
    await settle(150);
    expect(page.host).toBeUndefined();
    expect(events).toEqual([]);
  });
});
