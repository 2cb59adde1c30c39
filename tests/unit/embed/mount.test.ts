import { describe, expect, it, vi } from 'vitest';
import { css } from '../../../embed/styles.ts';
import { DEFAULT_TIMEOUT_MS } from '../../../embed/mount.ts';
import { mountEmbed, PORTAL, settle } from './harness.ts';

const status = (element: HTMLElement) => element.querySelector<HTMLElement>('[role="status"]')!;

describe('the frame', () => {
  it('has a Spanish title, the phone size and the start path', () => {
    const { frame } = mountEmbed({ path: '/auth/login' });
    expect(frame.title).toBe('Portal de afiliados');
    expect(frame.src).toBe(`${PORTAL}/auth/login`);
    expect([frame.getAttribute('width'), frame.getAttribute('height')]).toEqual(['375', '812']);
  });

  it('is 375 x 812 and full width at 420 px or less', () => {
    mountEmbed();
    expect(css).toContain('.pe{position:relative;width:375px;max-width:100%;height:812px}');
    expect(css).toContain('@media(max-width:420px){.pe{width:100%}');
    const sheets = document.adoptedStyleSheets.filter((s) => [...s.cssRules].some((r) => r.cssText.includes('.pe')));
    expect(sheets).toHaveLength(1);
  });

  it('adopts its stylesheet once however many embeds the page has', () => {
    mountEmbed();
    mountEmbed();
    expect(document.adoptedStyleSheets.filter((s) => [...s.cssRules].some((r) => r.cssText.includes('.pe')))).toHaveLength(1);
  });

  it('opens a form module with its keys in the URL', () => {
    const { frame } = mountEmbed({ module: { pk: 'mod_perfil', sk: 'sk_perfil_2026' } });
    expect(frame.src).toBe(`${PORTAL}/?module_pk=mod_perfil&module_sk=sk_perfil_2026`);
  });

  it('refuses a start path that leaves the portal', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { frame } = mountEmbed({ path: '//evil.com/x' });
    expect(frame.src).toBe(`${PORTAL}/`);
  });
});

describe('loading and error states', () => {
  it('says it is loading until the portal answers', async () => {
    const { element, frame, load } = mountEmbed();
    expect(status(element).textContent).toBe('Cargando tu portal…');
    expect(frame.style.visibility).toBe('hidden');
    await load();
    expect(status(element).hidden).toBe(true);
    expect(frame.style.visibility).toBe('');
  });

  it('shows the error and an "open in a new tab" link when the portal does not answer in time', async () => {
    vi.useFakeTimers();
    const { element, events, frame } = mountEmbed({ path: '/home/carne', timeout: 3000 });
    await vi.advanceTimersByTimeAsync(2999);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(status(element).textContent).toContain('No hemos podido conectar con tu portal.');
    const link = status(element).querySelector('a')!;
    expect(link.textContent).toBe('Abrir el portal en una pestaña nueva');
    expect([link.href, link.target, link.rel]).toEqual([`${PORTAL}/home/carne`, '_blank', 'noopener']);
    expect(frame.style.visibility).toBe('hidden');
    expect(events).toEqual([['timeout', { after: 3000 }]]);
  });

  it('waits the default timeout when none (or nonsense) is given', async () => {
    vi.useFakeTimers();
    const { events } = mountEmbed({ timeout: Number.NaN });
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual([['timeout', { after: DEFAULT_TIMEOUT_MS }]]);
  });

  it('recovers when a late portal answers after the error', async () => {
    const { element, events, load } = mountEmbed({ timeout: 100 });
    await settle(150);
    await load();
    expect(status(element).hidden).toBe(true);
    expect(events.map(([name]) => name)).toEqual(['timeout', 'ready']);
  });
});
