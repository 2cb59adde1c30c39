import { Hono } from 'hono';
import type { SandboxEnv } from '../../env.ts';
import { planCatalogue } from './seed.ts';

/** Public: the plans screen shows them before anyone has an account. */
export function planRoutes() {
  const app = new Hono<SandboxEnv>();
  app.get('/plans', (c) => c.json(planCatalogue()));
  return app;
}
