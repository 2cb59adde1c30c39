// Starts the servers of `npm start` (sandbox API, built portal, demo host) once for the browser tests.
// Browsers keep their temporary files in folders of their own (support/browser.ts), so two runs side by side
// never empty each other's.
import { mkdirSync } from 'node:fs';
import { startAll } from '../../demo-host/servers/start-all.ts';

export default async function setup() {
  mkdirSync('tests/artifacts', { recursive: true });
  const running = await startAll();
  return () => running.close();
}
