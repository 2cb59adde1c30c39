// A small static server for built output (the portal and the demo host): gzip, long-lived caching for
// hashed assets, and an SPA fallback so deep links like /home/carne load the app.
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export interface StaticAppOptions {
  root: string;
  /** Headers added to every answer (CSP, nosniff...). */
  headers?: Record<string, string>;
}

export function createStaticApp({ root, headers = {} }: StaticAppOptions): Hono {
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`No build in ${root}: run "npm run build" first.`);
  }
  const app = new Hono();
  app.use('*', compress());
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    const path = c.req.path;
    if (path.startsWith('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    else c.header('Cache-Control', 'no-cache');
  });
  app.use('*', serveStatic({ root }));
  // Deep links: a path without a file extension gets its prerendered page when the build made one
  // (the login screen), else the app's index.html.
  app.get('*', async (c, next) => {
    const path = c.req.path;
    if (/\.[a-z0-9]+$/i.test(path)) return next();
    const prerendered = join(path, 'index.html').replace(/^\/+/, '');
    const page = existsSync(join(root, prerendered)) && !prerendered.includes('..') ? prerendered : 'index.html';
    return serveStatic({ root, path: page })(c, next);
  });
  // A form posted before the page's script took over (the prerendered login): back to the page, body dropped.
  app.post('*', (c) => c.redirect(c.req.path, 303));
  app.notFound((c) => c.text('No encontrado', 404));
  return app;
}
