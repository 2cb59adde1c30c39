// When the iframe is created (eager, visible, idle, click), the launcher's dialog, the auto height and the
// outcome events, on the embed's side.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount, MIN_HEIGHT } from '../../../embed/mount.ts';
import { mountEmbed, PORTAL, settle, standInPortal } from './harness.ts';

type Seen = (entries: { isIntersecting: boolean }[]) => void;
let observers: { seen: Seen; observed: Element[]; disconnected: boolean }[] = [];

/** An IntersectionObserver the test drives: `scrollTo(true)` tells every observer its element is in view. */
function fakeIntersection() {
  observers = [];
  class FakeObserver {
    entry = { seen: (() => undefined) as Seen, observed: [] as Element[], disconnected: false };
    constructor(seen: Seen) {
      this.entry.seen = seen;
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.observed.push(element);
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return (isIntersecting: boolean) => observers.forEach((o) => !o.disconnected && o.seen([{ isIntersecting }]));
}

function mountIn(options: Parameters<typeof mount>[1]) {
  const element = document.createElement('div');
  document.body.append(element);
  return { element, handle: mount(element, options) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelectorAll('link[rel="preconnect"]').forEach((link) => link.remove());
});

describe('loading when wanted', () => {
  it('visible (the default) creates no iframe until the element comes into view, and preconnects at once', () => {
    const scrollTo = fakeIntersection();
    const { element } = mountIn({ src: `${PORTAL}/` });
    expect(document.head.querySelector(`link[rel="preconnect"][href="${PORTAL}"]`)).not.toBeNull();
    expect(element.querySelector('iframe')).toBeNull();
    scrollTo(false);
    expect(element.querySelector('iframe')).toBeNull();
    scrollTo(true);
    expect(element.querySelectorAll('iframe')).toHaveLength(1);
    scrollTo(true);
    expect(element.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('eager creates the iframe at once; idle when the browser is idle', async () => {
    fakeIntersection();
    expect(mountIn({ src: `${PORTAL}/`, load: 'eager' }).element.querySelector('iframe')).not.toBeNull();
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    const { element } = mountIn({ src: `${PORTAL}/`, load: 'idle' });
    expect(element.querySelector('iframe')).toBeNull();
    idle.mock.calls[0]![0]();
    expect(element.querySelector('iframe')).not.toBeNull();
  });

  it('destroy before the frame exists leaves nothing behind, and nothing is created later', () => {
    const scrollTo = fakeIntersection();
    const { element, handle } = mountIn({ src: `${PORTAL}/` });
    handle.destroy();
    scrollTo(true);
    expect(element.innerHTML).toBe('');
    expect(document.head.querySelector('link[rel="preconnect"]')).toBeNull();
  });
});

describe('click: the launcher and its dialog', () => {
  it("opens the portal in a modal dialog, closes on the portal's Escape and gives focus back to the launcher", async () => {
    const { load } = standInPortal();
    const { element } = mountIn({ src: `${PORTAL}/`, load: 'click', title: 'Mi portal' });
    const launcher = element.querySelector('button')!;
    const dialog = element.querySelector('dialog')!;
    expect(launcher.textContent).toBe('Abrir mi portal');
    expect(launcher.getAttribute('aria-haspopup')).toBe('dialog');
    expect(dialog.getAttribute('aria-label')).toBe('Mi portal');
    expect(element.querySelector('iframe')).toBeNull();

    launcher.focus();
    launcher.click();
    expect(dialog.open).toBe(true);
    expect(dialog.querySelectorAll('iframe')).toHaveLength(1);
    const { host } = await load();
    await host.escape();
    await settle();
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(launcher);

    launcher.click(); // the same frame again, with what the member was doing
    expect(dialog.open).toBe(true);
    expect(element.querySelectorAll('iframe')).toHaveLength(1);
    dialog.querySelector<HTMLButtonElement>('button[aria-label="Cerrar"]')!.click();
    expect(dialog.open).toBe(false);
  });
});

describe('auto height', () => {
  const root = (element: HTMLElement) => element.querySelector<HTMLElement>('.pe')!;

  it('takes the height of the content, at least 480 px', async () => {
    const { element, load } = mountEmbed();
    const { host } = await load();
    await host.resize({ width: 375, height: 1500.4 });
    expect(root(element).style.height).toBe('1501px');
    await host.resize({ width: 375, height: 200 });
    expect(root(element).style.height).toBe(`${MIN_HEIGHT}px`);
  });

  it('stops following a frame that grows by the same step each time (content sized on the viewport)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { element, load } = mountEmbed();
    const { host } = await load();
    for (let height = 800; height <= 1600; height += 20) await host.resize({ width: 375, height });
    expect(parseInt(root(element).style.height)).toBeLessThan(900);
    warn.mockRestore();
  });

  it('keeps 375 x 812 with height: fixed', async () => {
    const { element, load } = mountEmbed({ height: 'fixed' });
    const { host } = await load();
    await host.resize({ width: 375, height: 1500 });
    expect(root(element).style.height).toBe('');
  });

  it("brings the frame's top into view on a route change seen from below", async () => {
    const { element, load } = mountEmbed();
    const scrolled = vi.fn();
    root(element).scrollIntoView = scrolled;
    const { host } = await load();
    vi.spyOn(root(element), 'getBoundingClientRect').mockReturnValue({ top: 10 } as DOMRect);
    await host.onNavigation({ url: '/home', topLevel: false });
    expect(scrolled).not.toHaveBeenCalled();
    vi.spyOn(root(element), 'getBoundingClientRect').mockReturnValue({ top: -300 } as DOMRect);
    await host.onNavigation({ url: '/home/carne', topLevel: false });
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
  });
});

describe('outcome events', () => {
  it("passes on the contract's outcomes with their own fields only, as events and DOM events", async () => {
    const { element, handle, load } = mountEmbed();
    const seen: unknown[] = [];
    for (const name of ['payment-completed', 'payment-failed', 'appointment-booked', 'registration-completed', 'form-submitted'] as const) {
      handle.on(name, (detail) => seen.push([name, detail]));
    }
    const dom: unknown[] = [];
    element.addEventListener('portal-embed:payment-completed', (e) => dom.push((e as CustomEvent).detail));
    const { host } = await load();
    await host.outcome({ type: 'payment-completed', reference: 'pay_1', amount: 4500, note: 'gripe' } as never);
    await host.outcome({ type: 'appointment-booked', reference: 'apt_9' });
    await host.outcome({ type: 'registration-completed' });
    await host.outcome({ type: 'form-submitted' });
    // Refused: a reference with room for a sentence, an amount that is not whole cents, an unknown type.
    await host.outcome({ type: 'appointment-booked', reference: 'cita de cardiología' });
    await host.outcome({ type: 'payment-failed', reference: 'pay_2', amount: 12.5 });
    await host.outcome({ type: 'payment-failed', reference: 'pay_2', amount: -1 });
    await host.outcome({ type: 'diagnosis', reference: 'x' } as never);
    await host.outcome({ type: 'toString' } as never);
    expect(seen).toEqual([
      ['payment-completed', { reference: 'pay_1', amount: 4500 }],
      ['appointment-booked', { reference: 'apt_9' }],
      ['registration-completed', {}],
      ['form-submitted', {}],
    ]);
    expect(dom).toEqual([{ reference: 'pay_1', amount: 4500 }]);
  });
});
