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
  /** The first tenant's addresses (the only one for `npm start`). */
  addresses: Addresses;
  close(): Promise<void>;
}

export interface StartAllOptions {
  accessTtlSeconds?: number;
  /** Every JSON answer checked against the contract, a mismatch answered 500 (the browser tests turn it on). */
  validateResponses?: boolean;
  /**
   * One environment per tenant (PORTAL_PORT, HOST_PORT, API_PORT, DIST_DIR): each gets its own three servers and
   * its own sandbox, in this one process. The browser tests run a tenant per worker (tests/e2e/support/tenants.ts);
   * by default there is one, read from the process's environment.
   */
  tenants?: NodeJS.ProcessEnv[];
}

export async function startAll(options: StartAllOptions = {}): Promise<Running> {
  const { tenants = [process.env], ...sandboxOptions } = options;
  const started: Listening[] = [];
  const closeAll = () => Promise.all(started.map((s) => s.close())).then(() => undefined);
  try {
    for (const tenant of tenants) await startTenant({ ...process.env, ...tenant }, sandboxOptions, started);
  } catch (error) {
    await closeAll();
    throw error;
  }
  return { addresses: addresses({ ...process.env, ...tenants[0] }), close: closeAll };
}

async function startTenant(env: NodeJS.ProcessEnv, options: Omit<StartAllOptions, 'tenants'>, started: Listening[]): Promise<void> {
  const at = addresses(env);
  const dist = join(root, env.DIST_DIR ?? 'dist');
  started.push(await startSandbox({ port: at.apiPort, host: '127.0.0.1', env, ...options }));
  started.push(
    await listen(createStaticApp({ root: join(dist, 'portal'), headers: portalHeaders(join(dist, 'portal')) }), at.portalPort, '127.0.0.1'),
  );
  const host = createStaticApp({ root: join(dist, 'demo-host') });
  started.push(await listen(host, at.hostPort, '127.0.0.1'));
  // `localhost` may resolve to ::1 first; answer there too when the machine has IPv6 loopback.
  await listen(host, at.hostPort, '::1').then(
    (s) => started.push(s),
    () => undefined,
  );
}
