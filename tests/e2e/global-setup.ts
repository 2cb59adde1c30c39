// Starts the servers of `npm start` (sandbox API, built portal, demo host) and one Chromium once for the browser
// tests; every test file connects to that browser (support/browser.ts) instead of starting its own. The one server
// process serves a tenant per test worker (support/tenants.ts), so files running side by side never share a sandbox.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startAll } from '../../demo-host/servers/start-all.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium-launch.ts';
import { sessionsDir, tenants } from './support/tenants.ts';

export default async function setup(project: TestProject) {
  mkdirSync('tests/artifacts', { recursive: true });
  mkdirSync('.tmp', { recursive: true });
  // Sessions cached by an earlier run of these tenants (support/login.ts) are not this run's: each run signs in anew.
  for (const tenant of tenants()) rmSync(sessionsDir(tenant.API_PORT), { recursive: true, force: true });
  // Its own temporary folder: a concurrent run's clean-up must not empty it under a running browser.
  const tmp = mkdtempSync(`${process.cwd()}/.tmp/chromium-`);
  // Every answer the sandbox sends a browser test is checked against the contract (docs/contract.md): a shape the
  // contract does not declare fails the test loudly, as a 500 naming the operation, instead of passing unnoticed.
  const running = await startAll({ tenants: tenants(), validateResponses: true });
  const server = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
    env: { ...process.env, TMPDIR: tmp },
  });
  project.provide('browserWsEndpoint', server.wsEndpoint());
  return async () => {
    await server.close();
    rmSync(tmp, { recursive: true, force: true, maxRetries: 3 });
    await running.close();
  };
}
