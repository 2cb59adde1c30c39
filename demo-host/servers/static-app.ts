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
  // Deep links: any GET for a path without a file extension gets the app's index.html.
  app.get('*', async (c, next) => {
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return next();
    return serveStatic({ root, path: 'index.html' })(c, next);
  });
  app.notFound((c) => c.text('No encontrado', 404));
  return app;
}
