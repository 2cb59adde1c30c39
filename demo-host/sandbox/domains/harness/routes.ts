import { Hono } from 'hono';
import type { SandboxEnv } from '../../env.ts';
import { openapiDocument, sandboxOpenapiDocument } from '../../../../contract/document.ts';

/**
 * The two documents, written from the contract's schemas at start-up, so what the contract test checks is what
 * clients get: the provider's API, and apart the sandbox's own controls and gateway (contract/document.ts).
 */
export function openapiRoutes() {
  const app = new Hono<SandboxEnv>();
  app.get('/openapi.json', (c) => c.json(openapiDocument));
  app.get('/__sandbox/openapi.json', (c) => c.json(sandboxOpenapiDocument));
  return app;
}
