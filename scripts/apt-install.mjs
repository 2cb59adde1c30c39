// The one way the test runners install what the browser tests need from Debian (scripts/ensure-chromium.mjs,
// scripts/ensure-engines.mjs): apt-get when we are root, as on CI's fresh machine; otherwise the command to run,
// and the process stops. Never a browser download.
import { spawnSync } from 'node:child_process';

/**
 * Installs `packages` (said to the person as `what`), or exits with the command to run. `orElse` adds another way
 * out to the message (an environment variable pointing at a binary of one's own).
 */
export function aptInstall(what, packages, { orElse = '', duration = 'about a minute' } = {}) {
  if (!(typeof process.getuid === 'function' && process.getuid() === 0)) {
    console.error(
      `${what} missing. Install with:\n  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}\n` +
        `${orElse ? `or ${orElse}, ` : ''}then run the tests again.`,
    );
    process.exit(1);
  }
  console.log(`${what} missing: installing ${packages.join(' ')} with apt-get (${duration})...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...packages],
  ]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (run.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${run.status}).`);
      process.exit(1);
    }
  }
}
