// Starts what `npm start` and the browser tests need: the sandbox API, the built portal and the demo host.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addresses, type Addresses } from './addresses.ts';
import { createStaticApp } from './static-app.ts';
import { listen, type Listening } from './listen.ts';
import { portalHeaders } from './portal-headers.ts';
import { startSandbox } from '../sandbox/server.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface Running {
  addresses: Addresses;
  close(): Promise<void>;
}

export async function startAll(options: { accessTtlSeconds?: number } = {}): Promise<Running> {
  const at = addresses();
  const dist = join(root, process.env.DIST_DIR ?? 'dist');
  const started: Listening[] = [];
  const closeAll = () => Promise.all(started.map((s) => s.close())).then(() => undefined);
  try {
    started.push(await startSandbox({ port: at.apiPort, host: '127.0.0.1', ...options }));
    started.push(await listen(createStaticApp({ root: join(dist, 'portal'), headers: portalHeaders(join(dist, 'portal')) }), at.portalPort, '127.0.0.1'));
    const host = createStaticApp({ root: join(dist, 'demo-host') });
    started.push(await listen(host, at.hostPort, '127.0.0.1'));
    // `localhost` may resolve to ::1 first; answer there too when the machine has IPv6 loopback.
    await listen(host, at.hostPort, '::1').then((s) => started.push(s), () => undefined);
  } catch (error) {
    await closeAll();
    throw error;
  }
  return { addresses: at, close: closeAll };
}
