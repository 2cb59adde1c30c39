// The inline scripts of the prerendered pages (src/prerender.tsx), run as the browser runs them: as text, before
// the portal's own script. They must never throw, whatever a cookie or the storage holds.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeShellCss, homeShellScripts, readingComfortScript } from '../../../src/core/browser/prerendered-scripts.ts';
import { homeTexts } from '../../../src/i18n/home.ts';
import { actingTexts } from '../../../src/i18n/caregivers-session.ts';
import { prerender } from '../../../src/prerender.tsx';

const run = (script: string) => new Function(script)() as unknown;
const root = () => document.documentElement;
const { head, body } = homeShellScripts(homeTexts.greeting, homeTexts.actingGreeting, actingTexts.banner.helping);

function setUserCookie(raw: string) {
  document.cookie = `userData=${raw}; path=/`;
}

afterEach(() => {
  document.cookie = 'userData=; path=/; max-age=0';
  for (const name of [...root().getAttributeNames()].filter((n) => n.startsWith('data-'))) root().removeAttribute(name);
  localStorage.clear();
  document.body.innerHTML = '';
  delete (window as { __homeShellName?: string }).__homeShellName;
  delete (window as { __homeShellActing?: boolean }).__homeShellActing;
});

describe('the /home shell scripts', () => {
  it("mark the document with the cookie's role, in any spelling, and write the greeting", () => {
    setUserCookie(encodeURIComponent(JSON.stringify({ id: 'cus-1', role: 'Titular-CORPORATIVO', first_name: 'Lucía' })));
    document.body.innerHTML = '<p><span data-shell-greeting>\u00a0</span></p>';
    run(head);
    run(body);
    expect(root().getAttribute('data-home-role')).toBe('titular-corporativo');
    expect(root().hasAttribute('data-home-member')).toBe(true);
    expect(document.querySelector('[data-shell-greeting]')!.textContent).toBe('Hola, Lucía');
  });

  it('give a salesperson their grid and no member placeholder', () => {
    setUserCookie(encodeURIComponent(JSON.stringify({ role: 'Vendedor', first_name: 'Pablo' })));
    run(head);
    expect(root().getAttribute('data-home-role')).toBe('vendedor');
    expect(root().hasAttribute('data-home-member')).toBe(false);
  });

  it("keep a caregiver acting for someone to the modules granted, without the member's alert placeholder (issue 31)", () => {
    const acting = { modules: ['citas', 'historia_clinica', 'x"]{display:block}'] };
    setUserCookie(encodeURIComponent(JSON.stringify({ role: 'Titular', first_name: 'Lucía', acting })));
    document.body.innerHTML = '<p><span data-shell-greeting>\u00a0</span></p>';
    run(head);
    run(body);
    expect(document.querySelector('[data-shell-greeting]')!.textContent).toBe('Esto es lo que puedes hacer por Lucía');
    expect(root().getAttribute('data-home-role')).toBe('titular');
    expect(root().hasAttribute('data-home-member')).toBe(false);
    expect(
      root()
        .getAttributeNames()
        .filter((n) => n.startsWith('data-home-'))
        .sort(),
    ).toEqual(['data-home-acting', 'data-home-grant-citas', 'data-home-grant-historia_clinica', 'data-home-role']);
    // The style hides every tile with no module, and each module's tile unless its mark is there.
    const css = homeShellCss();
    expect(css).toContain('html[data-home-acting] [data-shell-module=""]{display:none}');
    expect(css).toContain('html[data-home-acting]:not([data-home-grant-carne]) [data-shell-module="carne"]{display:none}');
  });

  it("paint, before any script, an acting caregiver's granted tiles only: no flash of the holder's (issue 31)", () => {
    const page = prerender('/home');
    const shown = (el: Element | null): boolean =>
      !el || (getComputedStyle(el).display !== 'none' && getComputedStyle(el).visibility !== 'hidden' && shown(el.parentElement));
    const tiles = () =>
      [...document.querySelectorAll('[data-shell-module]')]
        .filter(shown)
        .map((li) => li.textContent || li.getAttribute('data-shell-module'));
    document.head.innerHTML = `<style>${page.css}</style>`;
    document.body.innerHTML = page.html;
    setUserCookie(
      encodeURIComponent(JSON.stringify({ role: 'Titular', first_name: 'Lucía', acting: { modules: ['citas', 'historia_clinica'] } })),
    );
    run(head);
    // The holder's grid has more (happy-dom keeps a style computed once, so the same page is not read twice).
    expect(document.querySelectorAll('[data-shell-role="titular"] [data-shell-module]').length).toBeGreaterThan(2);
    expect(tiles()).toEqual(['Citas médicas', 'Historia clinica']);
    expect(shown(document.querySelector('[data-shell-member]'))).toBe(false);
    // The banner holds its place from the first paint, with the name: nothing moves when the live one comes.
    run(body);
    expect(shown(document.querySelector('[data-shell-acting]'))).toBe(true);
    expect(document.querySelector('[data-shell-acting-name]')!.textContent).toBe('Estás ayudando a Lucía');
    document.head.innerHTML = '';
  });

  it.each([
    ['no cookie', null],
    ['not JSON', 'no-es-json'],
    ['broken encoding', '%E0%A4%A'],
    ['no role', encodeURIComponent(JSON.stringify({ first_name: 'Ana' }))],
    ['a role that is not text', encodeURIComponent(JSON.stringify({ role: 7 }))],
    ['null', 'null'],
  ])('leave the page to the portal on %s, without throwing', (_case, raw) => {
    if (raw !== null) setUserCookie(raw);
    document.body.innerHTML = '<p><span data-shell-greeting>\u00a0</span></p>';
    expect(() => run(head)).not.toThrow();
    expect(() => run(body)).not.toThrow();
    expect(root().hasAttribute('data-home-role')).toBe(false);
    expect(document.querySelector('[data-shell-greeting]')!.textContent).toBe('\u00a0');
  });

  it('write the name as text, never as markup', () => {
    setUserCookie(encodeURIComponent(JSON.stringify({ role: 'Titular', first_name: '<img src=x onerror=alert(1)>' })));
    document.body.innerHTML = '<p><span data-shell-greeting>\u00a0</span></p>';
    run(head);
    run(body);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('[data-shell-greeting]')!.textContent).toContain('<img');
  });
});

describe('the reading comfort script of every prerendered page', () => {
  // What reading-comfort.ts keeps for a choice other than the default: the entry, and the cookie that says so.
  const chosen = (entry: string) => {
    localStorage.setItem('portal.lectura', entry);
    document.cookie = 'readingComfort=1; path=/';
  };

  it("applies this device's text size and contrast before the first paint", () => {
    chosen(JSON.stringify({ textSize: 'grande', highContrast: true }));
    run(readingComfortScript());
    expect(root().getAttribute('data-text-size')).toBe('grande');
    expect(root().getAttribute('data-contrast')).toBe('alto');
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{'],
    ['a size the portal does not have', JSON.stringify({ textSize: 'gigante', highContrast: 'sí' })],
  ])('leaves the defaults on %s', (_case, stored) => {
    if (stored !== null) chosen(stored);
    expect(() => run(readingComfortScript())).not.toThrow();
    expect(root().hasAttribute('data-text-size')).toBe(false);
    expect(root().hasAttribute('data-contrast')).toBe(false);
  });

  it('does not open the storage without the cookie: most members have chosen nothing', () => {
    localStorage.setItem('portal.lectura', JSON.stringify({ textSize: 'grande', highContrast: true }));
    document.cookie = 'otherReadingComfort=1; path=/';
    const read = vi.spyOn(Storage.prototype, 'getItem');
    run(readingComfortScript());
    expect(read).not.toHaveBeenCalled();
    expect(root().hasAttribute('data-text-size')).toBe(false);
  });
});
