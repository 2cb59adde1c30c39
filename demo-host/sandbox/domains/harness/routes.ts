import { Hono } from 'hono';
import type { SandboxEnv } from '../../env.ts';
import { openapiDocument } from '../../../../contract/document.ts';

/** Written from the contract's schemas at start-up, so what the contract test checks is what clients get. */
export function openapiRoutes() {
  const app = new Hono<SandboxEnv>();
  app.get('/openapi.json', (c) => c.json(openapiDocument));
  return app;
}
