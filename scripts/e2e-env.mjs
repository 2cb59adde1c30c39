// The browser tests build and serve their own copy of the portal, demo host and sandbox on ports of their own,
// so they never collide with a running `npm start` (the portal's API address is fixed at build time). Each test
// worker has a tenant of its own (a block of three ports and a build); a block that is taken (another test run)
// is skipped for the next free one.
import { createServer } from 'node:net';
import { mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

function free(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A block is claimed by a lock file naming the claiming process: two runs starting together never share one. */
function claim(base) {
  mkdirSync('.tmp', { recursive: true });
  const lock = `.tmp/e2e-ports-${base}.lock`;
  try {
    const owner = Number(readFileSync(lock, 'utf8'));
    if (owner !== process.pid && alive(owner)) return false;
    rmSync(lock, { force: true });
  } catch {
    // no lock yet
  }
  try {
    const fd = openSync(lock, 'wx');
    writeSync(fd, String(process.pid));
    process.on('exit', () => rmSync(lock, { force: true }));
    return true;
  } catch {
    return false;
  }
}

/** How many test files run at once (vitest workers), each against a tenant of its own; E2E_WORKERS overrides. */
export const DEFAULT_WORKERS = 2;

/**
 * The ports and build folder of every tenant of a browser-test run: one block of three ports and one build per
 * worker (the portal's API address is fixed at build time). The first tenant's variables are returned at the top
 * level too, so what reads PORTAL_PORT, HOST_PORT, API_PORT and DIST_DIR (a single build, `npm start`'s code)
 * keeps working; E2E_TENANTS carries the whole list, as JSON, to the global set-up and the workers.
 */
export async function e2eEnv({ extra = 0 } = {}) {
  // E2E_PORT_BASE lets parallel checkouts of the repository start their search in blocks of their own: the lock
  // files live in each checkout's .tmp, so two checkouts starting together could otherwise pick the same block.
  const first = Number(process.env.E2E_PORT_BASE) || 4273;
  // `extra`: tenants beyond the workers' own, for a suite that runs beside them (npm test's engines suite).
  const wanted = Math.max(1, Number(process.env.E2E_WORKERS) || DEFAULT_WORKERS) + extra;
  const tenants = [];
  for (let base = first; base < first + 100 * 10 && tenants.length < wanted; base += 100) {
    const ports = [base, base + 1, base + 2];
    if ((await Promise.all(ports.map(free))).every(Boolean) && claim(base)) {
      tenants.push({
        PORTAL_PORT: String(base),
        HOST_PORT: String(base + 1),
        API_PORT: String(base + 2),
        // Named by the block, so two runs in one checkout (another E2E_PORT_BASE) never build into each other's copy.
        DIST_DIR: `dist/e2e-${base}`,
      });
    }
  }
  if (tenants.length < wanted) throw new Error(`No ${wanted} free blocks of three ports for the browser tests from ${first} on.`);
  return { ...tenants[0], E2E_TENANTS: JSON.stringify(tenants) };
}
