// After the portal's client build, renders the routes people land on cold (the login screen) into their own
// HTML files, with the critical CSS inlined in goober's own style element, which the client then keeps using.
import { build, type Plugin, type UserConfig } from 'vite';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

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
        build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, minify: false, rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } } },
      });
      try {
        const { prerender: render, routes } = (await import(pathToFileURL(join(ssrOut, 'prerender.mjs')).href)) as {
          routes: { path: string; title: string }[];
          prerender(path: string): { html: string; css: string };
        };
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        for (const { path: route, title } of routes) {
          const { html, css } = render(route);
          const page = template
            .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
            .replace('</head>', `<style id="_goober">${css}</style></head>`)
            .replace('<div id="app"></div>', `<div id="app">${html}</div>`);
          mkdirSync(join(outDir, route), { recursive: true });
          writeFileSync(join(outDir, route, 'index.html'), page);
        }
      } finally {
        rmSync(ssrOut, { recursive: true, force: true });
      }
    },
  };
}
