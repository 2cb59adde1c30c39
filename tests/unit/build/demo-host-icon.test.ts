// A page that names no icon makes the browser ask for /favicon.ico, which the demo host does not have: a 404 in
// every visit's network log and console. Each of its pages names one it serves (or an empty data: icon).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// happy-dom gives import.meta.url an http: scheme here; the tests run from the repository's root.
const root = join(process.cwd(), 'demo-host/');
const pages = readdirSync(root).filter((name) => name.endsWith('.html'));

/** The file the host serves for an icon's href: its public folder, copied as it is to the build's root. */
const served = (href: string) => href.startsWith('data:') || existsSync(`${root}public/${href.replace(/^\.?\//, '')}`);

describe('the demo host’s pages', () => {
  it('are found', () => expect(pages.length).toBeGreaterThan(3));

  it.each(pages)('%s names an icon the host serves', (page) => {
    const html = readFileSync(root + page, 'utf8');
    const href = /<link\b[^>]*\brel="icon"[^>]*\bhref="([^"]+)"/.exec(html)?.[1];
    expect(href, 'no <link rel="icon">: the browser asks for /favicon.ico').toBeDefined();
    expect(served(href!), `${href} is not in demo-host/public`).toBe(true);
  });
});
