// The browser tests build and serve their own copy of the portal, demo host and sandbox on ports of their own,
// so they never collide with a running `npm start` (the portal's API address is fixed at build time). When the
// first block of three ports is taken (another test run), the next free block is used, with its own build.
import { createServer } from 'node:net';

function free(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function e2eEnv() {
  for (let base = 4273; base < 4273 + 100 * 10; base += 100) {
    const ports = [base, base + 1, base + 2];
    if ((await Promise.all(ports.map(free))).every(Boolean)) {
      return {
        PORTAL_PORT: String(base),
        HOST_PORT: String(base + 1),
        API_PORT: String(base + 2),
        DIST_DIR: base === 4273 ? 'dist/e2e' : `dist/e2e-${base}`,
      };
    }
  }
  throw new Error('No free block of three ports for the browser tests between 4273 and 5275.');
}
