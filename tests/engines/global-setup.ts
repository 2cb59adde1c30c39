// The servers of the browser tests (demo-host/servers/start-all.ts), for the engines suite: the first tenant it is
// given, whose build `npm test` has made beside the Chromium suite's (scripts/test.mjs gives it a tenant of its own, so
// the two suites run side by side). Each engine file starts its own browser (support/<engine>.ts).
import { mkdirSync } from 'node:fs';
import { startAll } from '../../demo-host/servers/start-all.ts';
import { tenants } from '../e2e/support/tenants.ts';

export default async function setup() {
  mkdirSync('.tmp', { recursive: true });
  const running = await startAll({ tenants: tenants().slice(0, 1), validateResponses: true });
  return () => running.close();
}
