// The servers of the browser tests (demo-host/servers/start-all.ts), for the engines suite: its first tenant only,
// whose build `npm test` has already made for the Chromium suite (scripts/e2e-env.mjs). Each engine file starts its
// own browser (support/<engine>.ts).
import { mkdirSync } from 'node:fs';
import { startAll } from '../../demo-host/servers/start-all.ts';
import { tenants } from '../e2e/support/tenants.ts';

export default async function setup() {
  mkdirSync('.tmp', { recursive: true });
  const running = await startAll({ tenants: tenants().slice(0, 1), validateResponses: true });
  return () => running.close();
}
