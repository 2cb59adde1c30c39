// `npm run bench`: builds, measures the budgets of docs/design.md, section 4, prints a table, writes bench/results.json,
// and exits 1 when a budget is broken. `--skip-build` measures the current dist/ as it is.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgets, COLD_LOADS, CPU_SLOWDOWN } from './budgets.ts';
import { buildAll } from './build-all.ts';
import { bundleSizes } from './bundle-sizes.ts';
import { evaluate } from './checks.ts';
import { withFreshProfile } from './chromium.ts';
import { browserVersion } from './cold-load.ts';
import { measureFcp } from './fcp-runs.ts';
import { watchOthers } from './machine-load.ts';
import { measureAdminFilter, type FilterTiming } from './admin-filter.ts';
import { DEMO_PASSWORD } from '../demo-host/sandbox/domains/accounts/demo-accounts.ts';
import { entryRatios, memberSession, READY } from './entries.ts';
import { sizeFiles } from './gzip-size.ts';
import { ratios, type BenchResults, type Measurements } from './results.ts';
import { checkBenchPorts, reactApiUrl, startBenchServers } from './servers.ts';
import { formatTable } from './table.ts';

const WARMUP_ROUNDS = 2;
const EMBED_FILE = 'dist/embed/embed.js';
const EMBED_REACT_FILE = 'dist/embed/react.mjs';

const round2 = (n: number) => Math.round(n * 100) / 100;
const root = fileURLToPath(new URL('..', import.meta.url));

async function measure(scratch: string): Promise<{ measurements: Measurements; chromium: string; salesAdminFilter: FilterTiming }> {
  const portal = bundleSizes(join(root, 'dist/portal'));
  const react = bundleSizes(join(root, 'dist/portal-react'));
  const embed = existsSync(join(root, EMBED_FILE)) ? sizeFiles(root, [EMBED_FILE])[0]! : null;
  const embedReact = existsSync(join(root, EMBED_REACT_FILE)) ? sizeFiles(root, [EMBED_REACT_FILE])[0]! : null;
  const profilesDir = join(scratch, 'profiles');
  mkdirSync(profilesDir, { recursive: true });

  const servers = await startBenchServers(root, scratch);
  try {
    const relative = (files: { file: string }[]) => files.map((f) => f.file);
    const others = watchOthers(cpus().length);
    const fcp = await measureFcp(
      [
        { id: 'staticPage', url: `${servers.staticPage}/` },
        { id: 'portal', url: `${servers.portal}/auth/login`, critical: relative(portal.critical.files), load: { ready: READY.login } },
        { id: 'react', url: `${servers.react}/auth/login`, critical: relative(react.critical.files) },
        // The two other first screens: a signed-out visitor's welcome, a returning member's home (fresh session).
        { id: 'welcome', url: `${servers.portal}/auth/welcome`, load: { ready: READY.welcome } },
        { id: 'home', url: `${servers.portal}/home`, load: () => memberSession(servers.api, servers.portal) },
        // The root address, where the spec's redirects start: the same two screens, reached from `/`.
        { id: 'rootSignedOut', url: `${servers.portal}/`, load: { ready: READY.welcome } },
        { id: 'rootSignedIn', url: `${servers.portal}/`, load: () => memberSession(servers.api, servers.portal) },
      ],
      { loads: COLD_LOADS, warmups: WARMUP_ROUNDS, profilesDir },
    );
    const othersCores = others ? round2(others.stop()) : null;
    const chromium = await withFreshProfile(profilesDir, browserVersion);
    const salesAdminFilter = await withFreshProfile(profilesDir, (context) => measureAdminFilter(context, servers.portal, DEMO_PASSWORD));
    const [p, r, s] = [fcp.portal!, fcp.react!, fcp.staticPage!];
    const entries = entryRatios(
      { login: p, welcome: fcp.welcome!, home: fcp.home!, rootSignedOut: fcp.rootSignedOut!, rootSignedIn: fcp.rootSignedIn! },
      s,
    );
    return {
      chromium,
      salesAdminFilter,
      measurements: {
        portal: { ...portal, fcp: p },
        react: { critical: react.critical, afterPaint: react.afterPaint, fcp: r },
        staticPage: { fcp: s },
        entries,
        embed,
        embedReact,
        ratios: ratios(
          p,
          r,
          s,
          portal.critical.gzipBytes + portal.afterPaint.gzipBytes,
          react.critical.gzipBytes + react.afterPaint.gzipBytes,
        ),
        machine: { cpus: cpus().length, othersCores },
      },
    };
  } finally {
    await servers.close();
  }
}

async function main(): Promise<number> {
  await checkBenchPorts();
  // A folder of this run's own under the git-ignored bench/tmp: a second bench started by mistake stops at
  // the port check above and never deletes the files of the one that is measuring.
  mkdirSync(join(root, 'bench/tmp'), { recursive: true });
  const scratch = mkdtempSync(join(root, 'bench/tmp/run-'));
  mkdirSync(join(scratch, 'chromium'));
  // Chromium and playwright put their own temporary files under TMPDIR: keep them in the scratch folder.
  process.env.TMPDIR = join(scratch, 'chromium');
  try {
    if (!process.argv.includes('--skip-build')) buildAll(root, reactApiUrl);
    const { measurements, chromium, salesAdminFilter } = await measure(scratch);
    const { rows, failures } = evaluate(measurements);
    const results: BenchResults = {
      date: new Date().toISOString(),
      commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim(),
      node: process.version,
      chromium,
      method: { cpuSlowdown: CPU_SLOWDOWN, coldLoads: COLD_LOADS, warmupRounds: WARMUP_ROUNDS, gzipLevel: 9 },
      budgets,
      ...measurements,
      salesAdminFilter,
      failures,
    };
    writeFileSync(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log(
      `\nClients admin (about 500 customers), filter change to list shown, ${CPU_SLOWDOWN}x CPU: median of ${salesAdminFilter.runsMs.length} = ${salesAdminFilter.medianMs} ms (spread ${salesAdminFilter.spread}).`,
    );
    console.log(`\n${formatTable(rows)}\n\nWritten bench/results.json (${results.commit}, ${results.chromium}, node ${results.node}).`);
    if (failures.length > 0) {
      console.error(`\nBroken budgets:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
      return 1;
    }
    return 0;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

process.exitCode = await main().catch((error: Error) => {
  console.error(`\nbench: ${error.message}`);
  return 1;
});
