// `npm run test:e2e [files]`: builds the e2e copy and runs the browser tests alone (npm test runs them too).
import { spawnSync } from 'node:child_process';
import { e2eEnv } from './e2e-env.mjs';

const env = { ...process.env, ...(await e2eEnv()) };
// One build per tenant: the portal's API address and the demo host's portal address are fixed at build time.
for (const tenant of JSON.parse(env.E2E_TENANTS)) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit', env: { ...env, ...tenant } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const run = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(run.status ?? 1);
