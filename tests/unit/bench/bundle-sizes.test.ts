// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parsedReferences } from '../../../bench/bundle-sizes.ts';

describe('what the browser fetches while parsing a page', () => {
  it('counts script sources, stylesheets and module preloads', () => {
    const html =
      '<link rel="stylesheet" href="/assets/a.css"><link rel="modulepreload" crossorigin href="/assets/b.js">' +
      '<link rel="icon" href="/icons/icon.svg"><script type="module" crossorigin src="/assets/index-1.js"></script>';
    expect(parsedReferences(html)).toEqual(['assets/index-1.js', 'assets/a.css', 'assets/b.js']);
  });

  it('does not count a script imported by an inline loader after the first paint', () => {
    const html = '<script type="module">requestAnimationFrame(()=>setTimeout(()=>import("/assets/index-1.js")))</script>';
    expect(parsedReferences(html)).toEqual([]);
  });
});
