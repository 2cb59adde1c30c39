// The two builds the bench compares: the portal as `npm run build` makes it (on preact/compat, with the
// embed script and demo host), and the same source on real react-dom.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

function run(root: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`"node ${args.join(' ')}" failed (exit ${result.status ?? result.signal})`);
}

export function buildAll(root: string, reactApiUrl: string): void {
  // CI=1 keeps the build logs to warnings: the bench's own table is the output that matters.
  run(root, ['scripts/build.mjs'], { ...process.env, CI: '1' });
  run(root, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    ...process.env,
    REACT_RUNTIME: 'react',
    ACCESS_CONTROL_API: reactApiUrl,
  });
}
