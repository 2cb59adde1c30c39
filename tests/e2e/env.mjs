// The browser tests build and serve their own copy of the portal, demo host and sandbox on ports of their own,
// so they never collide with a running `npm start` (the portal's API address is fixed at build time). When the
// first block of three ports is taken (another test run), the next free block is used, with its own build.
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

export async function e2eEnv() {
  // E2E_PORT_BASE lets parallel checkouts of the repository start their search in blocks of their own: the lock
  // files live in each checkout's .tmp, so two checkouts starting together could otherwise pick the same block.
  const first = Number(process.env.E2E_PORT_BASE) || 4273;
  for (let base = first; base < first + 100 * 10; base += 100) {
    const ports = [base, base + 1, base + 2];
    if ((await Promise.all(ports.map(free))).every(Boolean) && claim(base)) {
      return {
        PORTAL_PORT: String(base),
        HOST_PORT: String(base + 1),
        API_PORT: String(base + 2),
        DIST_DIR: base === first ? 'dist/e2e' : `dist/e2e-${base}`,
      };
    }
  }
  throw new Error(`No free block of three ports for the browser tests from ${first} on.`);
}
