// Starts the servers of `npm start` (sandbox API, built portal, demo host) once for the browser tests.
import { mkdirSync, rmSync } from 'node:fs';
import { startAll } from '../../demo-host/servers/start-all.ts';

export default async function setup() {
  const tmp = `${process.cwd()}/.tmp/chromium`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  mkdirSync('tests/artifacts', { recursive: true });
  process.env.TMPDIR = tmp;
  const running = await startAll();
  return async () => {
    await running.close();
    rmSync(tmp, { recursive: true, force: true });
  };
}
