// The browser tests run two files at once against one server process and one browser. What a test changes on
// the server (the sandbox's data, faults, request log, token shape) must not reach a file running beside it, so
// the one process serves a tenant per worker: its own ports (portal, demo host, sandbox API), its own sandbox and
// its own build, since the portal's API address is fixed at build time (scripts/e2e-env.mjs claims the ports).

/** A tenant's variables, as scripts/e2e-env.mjs writes them into E2E_TENANTS (a type, so it fits a ProcessEnv). */
export type TenantEnv = {
  PORTAL_PORT: string;
  HOST_PORT: string;
  API_PORT: string;
  DIST_DIR: string;
};

/**
 * Every tenant of the run. Without E2E_TENANTS (vitest started by hand) there is one, read from PORTAL_PORT,
 * HOST_PORT, API_PORT and DIST_DIR as before, and the files run one after another.
 */
export function tenants(env: NodeJS.ProcessEnv = process.env): TenantEnv[] {
  if (env.E2E_TENANTS) return JSON.parse(env.E2E_TENANTS) as TenantEnv[];
  return [
    {
      PORTAL_PORT: env.PORTAL_PORT ?? '4173',
      HOST_PORT: env.HOST_PORT ?? '4174',
      API_PORT: env.API_PORT ?? '4175',
      DIST_DIR: env.DIST_DIR ?? 'dist',
    },
  ];
}

/** The environment as this test worker's tenant sees it; vitest numbers its workers 1..maxWorkers (VITEST_POOL_ID). */
export function workerEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const all = tenants(env);
  const id = Number(env.VITEST_POOL_ID ?? '1');
  const tenant = all[id - 1];
  // Two workers on one tenant would reset each other's sandbox mid-test: refuse rather than flake.
  if (!tenant) throw new Error(`Test worker ${id} has no tenant of its own (${all.length} tenant(s) in E2E_TENANTS).`);
  return { ...env, ...tenant };
}

/** Where a tenant's worker keeps its accounts' signed-in sessions (support/login.ts); the global set-up empties it. */
export const sessionsDir = (apiPort: string): string => `.tmp/e2e-sessions/${apiPort}`;
