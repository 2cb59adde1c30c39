// Builds everything `npm start` serves: the portal, the embed script and the demo host. With `--production`
// (or PORTAL_ENV=production): the portal and the embed only, for deployment, and only when ACCESS_CONTROL_API
// and PARENT_ORIGINS say where it will run (scripts/build-env.mjs).
import { build } from 'vite';
import { existsSync } from 'node:fs';
import { buildEnv, isProductionBuild } from './build-env.mjs';

if (process.argv.includes('--production')) process.env.PORTAL_ENV = 'production';
try {
  buildEnv();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const demo = isProductionBuild() ? [] : ['demo-host/vite.config.ts'];
const configs = ['vite.config.ts', 'embed/vite.config.ts', ...demo].filter((f) => existsSync(f));
for (const configFile of configs) {
  await build({ configFile, logLevel: process.env.CI ? 'warn' : 'info' });
}
