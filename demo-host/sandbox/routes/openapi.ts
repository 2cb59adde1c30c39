import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import type { SandboxEnv } from '../env.ts';

/** Read once per sandbox from the file next to the code, so the served document is the one the contract test checks. */
export function openapiRoutes() {
  const document: unknown = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8'));
  const app = new Hono<SandboxEnv>();
  app.get('/openapi.json', (c) => c.json(document));
  return app;
}
