import { Hono } from 'hono';
import type { SandboxEnv } from '../../env.ts';
import { notFound } from '../../errors.ts';
import { nomenclatures } from './seed-nomenclatures.ts';

export function nomenclatureRoutes() {
  const app = new Hono<SandboxEnv>();
  app.get('/nomenclatures/:list', (c) => {
    const list = c.req.param('list');
    if (!Object.hasOwn(nomenclatures, list)) return notFound(c, 'No existe esa lista.');
    return c.json(nomenclatures[list]);
  });
  return app;
}
