import { Hono } from 'hono';
import type { SandboxEnv } from '../env.ts';
import document from '../openapi.json' with { type: 'json' };

/** The document next to the code is the one served, so what the contract test checks is what clients get. */
export function openapiRoutes() {
  const app = new Hono<SandboxEnv>();
  app.get('/openapi.json', (c) => c.json(document));
  return app;
}
