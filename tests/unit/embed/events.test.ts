import { describe, expect, it, vi } from 'vitest';
import { NAMESPACE } from '../../../src/core/bridge/protocol.ts';
import { mountEmbed, PORTAL } from './harness.ts';

const welcome = [{ ns: NAMESPACE, type: 'welcome' }, PORTAL];

describe('handshake', () => {
  it('welcomes every hello at the portal origin and is ready once', () => {
    const { posted, events, fromPortal } = mountEmbed();
    fromPortal({ type: 'hello' });
    fromPortal({ type: 'hello' });
    expect(posted).toEqual([welcome, welcome]);
    expect(events).toEqual([['ready', { origin: PORTAL }]]);
  });

  it('ignores messages from an origin that is not the portal, or from another window', () => {
    const { posted, events, fromPortal } = mountEmbed();
    fromPortal({ type: 'hello' }, { origin: 'https://evil.example' });
    fromPortal({ type: 'hello' }, { source: window });
    fromPortal({ type: 'logout' }, { origin: 'http://127.0.0.1:4174' });
    expect(posted).toEqual([]);
    expect(events).toEqual([]);
  });

  it('ignores messages of other protocols on the same window', () => {
    const { events, frame } = mountEmbed();
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'hello' }, origin: PORTAL, source: frame.contentWindow }));
    expect(events).toEqual([]);
  });

  it('sees a reload in the frame load event when the bye was dropped', () => {
    const { element, frame, events, fromPortal } = mountEmbed();
    fromPortal({ type: 'hello', id: 'page-1' });
    frame.dispatchEvent(new Event('load'));
    expect(events.map(([name]) => name)).toEqual(['ready']);
    frame.dispatchEvent(new Event('load'));
    expect(element.querySelector('[role="status"]')!.textContent).toBe('Reconectando con tu portal…');
    fromPortal({ type: 'hello', id: 'page-2' });
    expect(events.map(([name]) => name)).toEqual(['ready', 'connection-lost', 'reconnected']);
  });

  it('sees a reload in a hello from a new page that comes before the load event', () => {
    const { frame, events, fromPortal } = mountEmbed();
    fromPortal({ type: 'hello', id: 'page-1' });
    fromPortal({ type: 'hello', id: 'page-1' });
    fromPortal({ type: 'hello', id: 'page-2' });
    frame.dispatchEvent(new Event('load'));
    expect(events.map(([name]) => name)).toEqual(['ready', 'connection-lost', 'reconnected']);
  });

  it('reports a bye as connection lost, then reconnected', () => {
    const { element, events, fromPortal } = mountEmbed();
    fromPortal({ type: 'hello' });
    fromPortal({ type: 'bye' });
    expect(element.querySelector('[role="status"]')!.textContent).toBe('Reconectando con tu portal…');
    fromPortal({ type: 'hello' });
    expect(events.map(([name]) => name)).toEqual(['ready', 'connection-lost', 'reconnected']);
  });
});

describe('NAVIGATION from the host', () => {
  it('keeps the last request made before the portal answers and sends it with the welcome', () => {
    const { handle, posted, fromPortal } = mountEmbed();
    expect(handle.navigate('/home')).toBe(true);
    expect(handle.navigate('/home/carne')).toBe(true);
    expect(posted).toEqual([]);
    fromPortal({ type: 'hello' });
    expect(posted).toEqual([welcome, [{ ns: NAMESPACE, type: 'navigate', url: '/home/carne' }, PORTAL]]);
  });

  it('sends at once when connected, and refuses what is not a portal path', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { handle, posted, fromPortal } = mountEmbed();
    fromPortal({ type: 'hello' });
    expect(handle.navigate('/home/payments/client')).toBe(true);
    expect(handle.navigate('javascript:alert(1)')).toBe(false);
    expect(handle.navigate('https://evil.example/')).toBe(false);
    expect(posted.slice(1)).toEqual([[{ ns: NAMESPACE, type: 'navigate', url: '/home/payments/client' }, PORTAL]]);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('events from the portal', () => {
  it('reports route changes as navigation events', () => {
    const { events, fromPortal } = mountEmbed();
    fromPortal({ type: 'navigation', url: '/home/carne' });
    expect(events).toEqual([['navigation', { url: '/home/carne', topLevel: false }]]);
  });

  it('opens allowlisted URLs at the top level, and nothing else', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const openTopLevel = vi.fn();
    const { events, fromPortal } = mountEmbed({ topLevelOrigins: ['https://pagos.example.com'], openTopLevel });
    fromPortal({ type: 'navigation', url: 'https://pagos.example.com/checkout' });
    fromPortal({ type: 'navigation', url: 'javascript:alert(document.domain)' });
    fromPortal({ type: 'navigation', url: 'https://foreign.example/' });
    fromPortal({ type: 'navigation', url: '//evil.com' });
    expect(openTopLevel.mock.calls).toEqual([['https://pagos.example.com/checkout']]);
    expect(events).toEqual([['navigation', { url: 'https://pagos.example.com/checkout', topLevel: true }]]);
  });

  it('passes on well-formed form-window data only', () => {
    const { events, fromPortal } = mountEmbed();
    fromPortal({ type: 'form-window', data: { title: ' Completa tu perfil ', icon: 'http://127.0.0.1:4175/icons/perfil.svg' } });
    fromPortal({ type: 'form-window', data: { title: 'x', icon: 'javascript:alert(1)' } });
    fromPortal({ type: 'form-window', data: { title: 7, icon: 'https://a.example/i.svg' } });
    fromPortal({ type: 'form-window' });
    expect(events).toEqual([['form-window', { title: 'Completa tu perfil', icon: 'http://127.0.0.1:4175/icons/perfil.svg' }]]);
  });

  it('passes on sizes that are numbers, and logout', () => {
    const { events, fromPortal } = mountEmbed();
    fromPortal({ type: 'resize', size: { width: 375, height: 640 } });
    fromPortal({ type: 'resize', size: { width: '375', height: 640 } });
    fromPortal({ type: 'resize', size: { width: -1, height: Infinity } });
    fromPortal({ type: 'logout' });
    expect(events).toEqual([['resize', { width: 375, height: 640 }], ['logout', {}]]);
  });

  it('also dispatches each event on the host element', () => {
    const { element, fromPortal } = mountEmbed();
    const seen: unknown[] = [];
    element.addEventListener('portal-embed:navigation', (e) => seen.push((e as CustomEvent).detail));
    fromPortal({ type: 'navigation', url: '/home' });
    expect(seen).toEqual([{ url: '/home', topLevel: false }]);
  });

  it('keeps calling other listeners when one throws, and unsubscribes', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { handle, events, fromPortal } = mountEmbed();
    const off = handle.on('logout', () => {
      throw new Error('host bug');
    });
    fromPortal({ type: 'logout' });
    off();
    fromPortal({ type: 'logout' });
    expect(events).toEqual([['logout', {}], ['logout', {}]]);
    expect(error).toHaveBeenCalledTimes(1);
  });
});

describe('destroy', () => {
  it('removes the frame, its listeners and its timer', () => {
    vi.useFakeTimers();
    const { element, handle, events, posted, fromPortal } = mountEmbed({ timeout: 100 });
    handle.destroy();
    expect(element.children).toHaveLength(0);
    fromPortal({ type: 'hello' });
    vi.advanceTimersByTime(1000);
    expect(events).toEqual([]);
    expect(posted).toEqual([]);
  });
});
