// After the portal's client build, renders the routes people land on cold (the login screen) into their own
// HTML files, with the critical CSS inlined in goober's own style element, which the client then keeps using.
import { build, type Plugin, type UserConfig } from 'vite';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { topLevelRules } from '../src/ui/cssom-sheet.ts';
import type { Door, FallbackPage, PrerenderedPage } from '../src/prerender.tsx';

/**
 * The prerendered page paints from its HTML and inlined CSS alone, so its script need not be in the way of that
 * paint: standalone it is imported once that paint is on screen (`afterPaint`). Inside a frame it is imported at once: browsers pause animation frames of
 * cross-site frames that are off screen, and the host is waiting for the bridge. Until the script has taken
 * over, a submitted form is held back and noted (src/core/browser/prerender-handoff.ts), so what was typed is not
 * lost to a page reload; the login screen submits it again (login-page.tsx).
 */
export function afterFirstPaint(html: string, door?: Door): string {
  return html.replace(ENTRY_SCRIPT, (_tag, src: string) => {
    // Behind a door (src/core/browser/prerendered-scripts.ts) the script is not wanted once the door has sent the visitor on.
    const load = door ? `()=>window.${door.flag}||import(${JSON.stringify(src)})` : `()=>import(${JSON.stringify(src)})`;
    const loader =
      `addEventListener("submit",e=>{if(!window.__portalReady){e.preventDefault();window.__portalEarlySubmit=true}},true);` +
      `const go=${load};if(self!==top)go();else${afterPaint('go')}`;
    return `${doorTag(door)}<script type="module">${loader}</script>`;
  });
}

/** How long after its first frame a page that never reports its first contentful paint imports its script. */
export const AFTER_PAINT_FALLBACK_MS = 1000;

/**
 * A block that calls `go` once the first contentful paint is on screen (the Paint Timing entry), not at the end of
 * the first frame's rendering work: that frame's pixels are presented later, and the script's fetch, compile and
 * evaluation competed with them (`npm run bench`, load 4.5: the login's entry chunk "fetched before FCP"). A page
 * that never reports that paint (hidden before it, or a browser without Paint Timing) calls `go`
 * AFTER_PAINT_FALLBACK_MS after its first frame; `go` runs once either way.
 */
export function afterPaint(go: string): string {
  return (
    `{let d=0;const f=()=>{d||(d=1,${go}())};` +
    `try{new PerformanceObserver((l,o)=>{l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),f())})` +
    `.observe({type:"paint",buffered:true})}catch(e){}` +
    `requestAnimationFrame(()=>setTimeout(f,${AFTER_PAINT_FALLBACK_MS}))}`
  );
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const doorTag = (door?: Door) => (door ? `<script>${door.script}</script>` : '');

/**
 * The page for every address the build has no page of (the SPA fallback; the root among them): the welcome's and
 * the /home shell's markup in templates, which the door (src/core/browser/prerendered-scripts.ts) puts on screen where
 * the app's guards would end, before anything else loads. The app's script is imported after the first paint when
 * the door painted a page, at once when it left the address to the app (a deep link such as /home/carne: there is
 * nothing to paint before it). Its critical CSS is what the markup of both pages uses.
 */
export function fallbackPage(template: string, page: FallbackPage): string {
  const markup = page.templates.map(({ html }) => html).join('');
  const templates = page.templates.map(({ path, html }) => `<template data-door-page="${path}">${html}</template>`).join('');
  return template
    .replace(ENTRY_SCRIPT, (_tag, src: string) => {
      const loader =
        `addEventListener("submit",e=>{if(!window.__portalReady){e.preventDefault();window.__portalEarlySubmit=true}},true);` +
        `const go=()=>import(${JSON.stringify(src)});if(window.${page.flag}&&self===top)${afterPaint('go')}else go()`;
      return `<script type="module">${loader}</script>`;
    })
    .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`)
    .replace('</head>', () => `<style id="_goober">${criticalCss(page.css, markup)}</style><script>${page.head ?? ''}</script></head>`)
    .replace('<div id="app"></div>', () => `<div id="app"></div>${templates}<script>${page.body ?? ''}</script>`);
}

/**
 * Only the CSS the prerendered markup uses: goober collects the rules of every module the page imports (error
 * states, toasts...), most of which the first paint never needs. A rule stays when its selector names no class
 * (outside `:not()`) or a class the HTML carries; an at-rule when it names no goober class or one the HTML
 * carries; keyframes when a rule that stays names them; a custom property (a design token) when a rule that stays,
 * the markup, or a token that stays reads it. The script adds the whole sheet when it runs (ui/cssom-sheet.ts), so
 * nothing cut here is lost, only kept out of the bytes that paint the page: the login's HTML grew from 3,428 B to
 * 3,875 B gzip with the reading comfort and the theme, and the tokens of every screen rode along.
 */
export function criticalCss(css: string, html: string): string {
  const used = new Set([...html.matchAll(/\bclass="([^"]*)"/g)].flatMap(([, names]) => names!.split(/\s+/)));
  const rules = topLevelRules(css);
  const kept = rules.filter((rule) => {
    if (rule.startsWith('@keyframes')) return false;
    if (rule.startsWith('@')) {
      const classes = rule.match(/\.go\d+/g);
      return !classes || classes.some((c) => used.has(c.slice(1)));
    }
    const classes = rule
      .slice(0, rule.indexOf('{'))
      .replace(/:not\([^)]*\)/g, '')
      .match(/\.-?[_a-zA-Z][\w-]*/g);
    return !classes || classes.some((c) => used.has(c.slice(1)));
  });
  const text = kept.join('');
  const keyframes = rules.filter((rule) => {
    const name = /^@keyframes\s+([\w-]+)/.exec(rule)?.[1];
    return name !== undefined && new RegExp(`[\\s:,]${name}\\b`).test(text);
  });
  return withoutUnusedTokens(text + keyframes.join(''), html);
}

const TOKEN = /(--[\w-]+):([^;}]*);?/g;
const reads = (text: string) => [...text.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name!);

/** Drops the custom properties nothing reads, then the blocks left empty. */
export function withoutUnusedTokens(css: string, html: string): string {
  const read = new Set([...reads(css.replace(TOKEN, '')), ...reads(html)]);
  const tokens = [...css.matchAll(TOKEN)];
  for (let grew = true; grew;) {
    grew = false;
    for (const [, name, value] of tokens) {
      if (!read.has(name!)) continue;
      for (const inner of reads(value!)) {
        if (read.has(inner)) continue;
        read.add(inner);
        grew = true;
      }
    }
  }
  let pruned = css.replace(TOKEN, (declaration, name: string) => (read.has(name) ? declaration : ''));
  for (let before = ''; before !== pruned;) [before, pruned] = [pruned, pruned.replace(/[^{}]+\{\}/g, '')];
  return pruned;
}

export function prerender(ssrConfig: () => UserConfig): Plugin {
  let outDir = '';
  return {
    name: 'portal-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const ssrOut = join(outDir, '..', `.ssr-${Date.now()}`);
      await build({
        ...ssrConfig(),
        configFile: false,
        logLevel: 'warn',
        ssr: { noExternal: true },
        build: {
          ssr: 'src/prerender.tsx',
          outDir: ssrOut,
          emptyOutDir: true,
          minify: false,
          rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
        },
      });
      try {
        const {
          prerender: render,
          routes,
          door,
          prerenderFallback,
        } = (await import(pathToFileURL(join(ssrOut, 'prerender.mjs')).href)) as {
          routes: { path: string; title: string; door?: boolean }[];
          prerender(path: string): PrerenderedPage;
          door: Door;
          prerenderFallback(): FallbackPage;
        };
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        for (const { path: route, title, door: behindDoor } of routes) {
          const { html, css, head, body } = render(route);
          // A page's own scripts: before the body is parsed (nothing painted yet), and right after the markup.
          const headScript = head ? `<script>${head}</script>` : '';
          const bodyScript = body ? `<script>${body}</script>` : '';
          const page = afterFirstPaint(template, behindDoor ? door : undefined)
            .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
            .replace('</head>', () => `<style id="_goober">${criticalCss(css, html)}</style>${headScript}</head>`)
            .replace('<div id="app"></div>', () => `<div id="app">${html}</div>${bodyScript}`);
          mkdirSync(join(outDir, route), { recursive: true });
          writeFileSync(join(outDir, route, 'index.html'), page);
        }
        writeFileSync(join(outDir, 'index.html'), fallbackPage(template, prerenderFallback()));
      } finally {
        rmSync(ssrOut, { recursive: true, force: true });
      }
    },
  };
}
