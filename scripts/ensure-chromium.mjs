// Browser tests drive Debian's chromium (never a browser download). Install it when missing and we may.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing (${CHROMIUM}). Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n` +
        'or point CHROMIUM_PATH at a Chromium binary, then run the tests again.',
    );
    process.exit(1);
  }
  console.log('Chromium is missing: installing Debian\'s chromium with apt-get (about a minute)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core']]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (run.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${run.status}).`);
      process.exit(1);
    }
  }
  console.log(execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim());
}
