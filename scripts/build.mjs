// Builds everything `npm start` serves: the portal, the embed script and the demo host.
import { build } from 'vite';
import { existsSync } from 'node:fs';

const configs = ['vite.config.ts', 'embed/vite.config.ts', 'demo-host/vite.config.ts'].filter((f) => existsSync(f));
for (const configFile of configs) {
  await build({ configFile, logLevel: process.env.CI ? 'warn' : 'info' });
}
