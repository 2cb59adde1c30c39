// The browser tests build and serve their own copy of the portal, demo host and sandbox on ports of their own,
// so they never collide with a running `npm start` (the portal's API address is fixed at build time).
export const e2eEnv = {
  PORTAL_PORT: '4273',
  HOST_PORT: '4274',
  API_PORT: '4275',
  DIST_DIR: 'dist/e2e',
};
