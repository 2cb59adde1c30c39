import { Hono } from 'hono';
import type { SandboxEnv } from '../env.ts';
import { openapiDocument } from '../openapi/index.ts';

/** The document next to the code is the one served, so what the contract test checks is what clients get. */
export function openapiRoutes() {
  const app = new Hono<SandboxEnv>();
  app.get('/openapi.json', (c) => c.json(openapiDocument));
  return app;
}
