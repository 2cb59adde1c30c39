// @vitest-environment node
// The pages the build prerenders (src/prerender.tsx), rendered here as the build does, one after the other.
import { describe, expect, it } from 'vitest';
import { door, prerender, prerenderFallback, routes } from '../../../src/prerender.tsx';
import { doorScript } from '../../../src/core/browser/prerendered-scripts.ts';
import { criticalCss } from '../../../scripts/vite-plugin-prerender.ts';

const classes = (html: string) => [...new Set(html.match(/\bgo\d+\b/g) ?? [])];

describe('every prerendered page', () => {
  // In build order: goober writes a rule once, so a page rendered after another once lost every shared class
  // (the welcome shipped 29 bytes of CSS and painted unstyled until its script ran).
  const pages = routes.map(({ path }) => ({ path, ...prerender(path) }));

  it.each(pages.map((page) => [page.path, page] as const))('%s carries a rule for every class of its markup', (_path, page) => {
    const css = criticalCss(page.css, page.html);
    const missing = classes(page.html).filter((name) => !css.includes(`.${name}`));
    expect(missing).toEqual([]);
    expect(css).toContain('body{margin:0');
  });

  it('the fallback page (rendered after them, as the build does) carries the welcome and the /home shell, with a rule for every class of both', () => {
    const fallback = prerenderFallback();
    expect(fallback.templates.map((page) => page.path)).toEqual(['/auth/welcome', '/home']);
    for (const { path, html } of fallback.templates) expect(html).toBe(pages.find((page) => page.path === path)!.html);
    const markup = fallback.templates.map((page) => page.html).join('');
    const css = criticalCss(fallback.css, markup);
    expect(classes(markup).filter((name) => !css.includes(`.${name}`))).toEqual([]);
    expect(css).toContain('[data-shell]{visibility:hidden}');
  });
});

describe('the door', () => {
  it('stands before /home alone of the prerendered pages: the login must stay small, and no door sends anyone to them but the welcome', () => {
    expect(routes.filter((route) => route.door).map((route) => route.path)).toEqual(['/home']);
    expect(door.script).toBe(doorScript());
  });
});
