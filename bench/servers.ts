// Everything the browser loads during the bench: the servers of `npm start` (portal, demo host, sandbox API),
// the react-dom build with its own sandbox API, and the static baseline page.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { addresses } from '../demo-host/servers/addresses.ts';
import { listen, type Listening } from '../demo-host/servers/listen.ts';
import { startAll } from '../demo-host/servers/start-all.ts';
import { createStaticApp } from '../demo-host/servers/static-app.ts';
import { startSandbox } from '../demo-host/sandbox/server.ts';
import { assertPortsFree } from './ports.ts';

const HOST = '127.0.0.1';
/**
 * The react-dom build, the static page, and the API the react-dom build calls: 4183-4185, or three ports from
 * BENCH_PORT_BASE (a second checkout on a shared machine measures beside the first, as PORTAL_PORT moves the others).
 */
const base = Number(process.env.BENCH_PORT_BASE) || 4183;
export const benchPorts = { react: base, staticPage: base + 1, reactApi: base + 2 };
export const reactApiUrl = `http://${HOST}:${benchPorts.reactApi}`;

export interface BenchServers {
  portal: string;
  /** The sandbox API the portal's build talks to (a member's session is asked from it). */
  api: string;
  react: string;
  staticPage: string;
  close(): Promise<void>;
}

export async function checkBenchPorts(): Promise<void> {
  const at = addresses();
  await assertPortsFree([at.portalPort, at.hostPort, at.apiPort, ...Object.values(benchPorts)], HOST);
}

export async function startBenchServers(root: string, scratch: string): Promise<BenchServers> {
  await checkBenchPorts();
  const staticRoot = join(scratch, 'static-page');
  mkdirSync(staticRoot, { recursive: true });
  copyFileSync(join(root, 'bench/static.html'), join(staticRoot, 'index.html'));

  const running = await startAll();
  const extra: Listening[] = [];
  const close = async () => {
    await Promise.all(extra.map((s) => s.close()));
    await running.close();
  };
  try {
    // The react-dom build is served from another origin, which the main sandbox's CORS list does not
    // allow; it gets a sandbox of its own that does (its build points there, see build-all.ts).
    const reactOrigin = `http://${HOST}:${benchPorts.react}`;
    extra.push(await startSandbox({ port: benchPorts.reactApi, host: HOST, corsOrigins: [reactOrigin] }));
    extra.push(await listen(createStaticApp({ root: join(root, 'dist/portal-react') }), benchPorts.react, HOST));
    extra.push(await listen(createStaticApp({ root: staticRoot }), benchPorts.staticPage, HOST));
  } catch (error) {
    await close();
    throw error;
  }
  return {
    portal: running.addresses.portal,
    api: running.addresses.api,
    react: `http://${HOST}:${benchPorts.react}`,
    staticPage: `http://${HOST}:${benchPorts.staticPage}`,
    close,
  };
}
