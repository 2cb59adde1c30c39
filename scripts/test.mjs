// `npm test`: every check, each one run even when an earlier one failed, then one summary line. The checks that
// need one core each and nothing of one another run two at a time (LANES); the unit tests, which use both cores
// themselves, run alone; the engines suite runs beside the Chromium browser tests, on a tenant of its own.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { e2eEnv } from './e2e-env.mjs';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
mkdirSync('.tmp', { recursive: true });

const checks = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
// Tests named in the summary, so the last lines of a long log say what failed.
const named = { failed: [] };
// The browser files' own seconds, so the summary names the slowest and the suite's budget is watched (issue 30).
const browserFiles = [];
/** How many of the slowest browser files the summary names. */
const SLOWEST = 5;
/**
 * How many single-core checks run at once. tsc, Prettier, ESLint, dependency-cruiser, the contract kit and a Vite
 * build each keep one core busy (user + sys about equal to their wall time, measured alone), so on CI's two cores
 * two of them together take about the time of the longer one.
 */
const LANES = Math.min(2, availableParallelism());

/**
 * Runs one check and records its own time and result. `shared`: another check runs beside it, so its output is
 * gathered and printed whole when it ends instead of interleaving with the other's.
 */
function run(name, command, args, env = {}, { shared = false } = {}) {
  const started = Date.now();
  if (!shared) console.log(`\n=== ${name} ===`);
  const child = spawn(command, args, { stdio: shared ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    const done = (ok) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (shared) process.stdout.write(`\n=== ${name} (${seconds} s) ===\n${Buffer.concat(output).toString()}`);
      checks.push({ name, ok, seconds });
      resolve(ok);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      done(false);
    });
    child.on('close', (status) => done(status === 0));
  });
}

/** The checks of `steps` (each a function starting one), LANES at a time, in the order given (longest first). */
async function inLanes(steps) {
  const queue = [...steps];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await next();
  };
  await Promise.all(Array.from({ length: LANES }, lane));
}

/**
 * Runs Vitest's `projects` (by default the one named `project`) as one step named after `project`; `shared`: its
 * output is printed whole when it ends (run()), as another step runs beside it.
 */
async function vitest(project, env = {}, projects = [project], options = {}) {
  const out = `.tmp/${project}.json`;
  rmSync(out, { force: true });
  const ok = await run(
    `${project} tests`,
    npx,
    [
      'vitest',
      'run',
      ...projects.flatMap((name) => ['--project', name]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    env,
    options,
  );
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests + report.numTodoTests;
    for (const file of report.testResults) {
      // From the first test's start to the last test's end (Vitest's JSON report): the file's share of the run.
      if (project === 'e2e') browserFiles.push({ name: file.name.replace(`${process.cwd()}/`, ''), ms: file.endTime - file.startTime });
      for (const test of file.assertionResults) {
        const where = `${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`;
        const firstLine = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 200);
        if (test.status === 'failed') named.failed.push(`${where}: ${firstLine}`);
      }
      // A file that failed before its tests ran (a hook, an import) has no failed test to name.
      if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed')) {
        named.failed.push(`${file.name.replace(`${process.cwd()}/`, '')}: ${(file.message ?? '').split('\n')[0].slice(0, 200)}`);
      }
    }
    // A suite that fails to load has no failed test in it: count it, so the summary cannot read green.
    if (!ok && report.numFailedTests === 0) counts.failed += Math.max(1, report.numFailedTestSuites);
  } catch {
    if (!ok) counts.failed += 1;
  }
}

// One tenant per browser-test worker, and one more for the engines suite (scripts/e2e-env.mjs).
const all = JSON.parse((await e2eEnv({ extra: 1 })).E2E_TENANTS);
/** The browser-test environment of `list`: the first tenant's variables at the top level, as e2eEnv gives them. */
const tenantsEnv = (list) => ({ ...list[0], E2E_TENANTS: JSON.stringify(list) });
const e2e = tenantsEnv(all.slice(0, -1));
const engines = tenantsEnv(all.slice(-1));
const shared = { shared: LANES > 1 };
// One build per tenant (scripts/e2e-env.mjs): each bakes in its own ports.
const builds = all.map(
  (tenant) => () => run(`build ${tenant.DIST_DIR}`, process.execPath, ['scripts/build.mjs'], { ...e2e, ...tenant }, shared),
);
const notes = [];
const lanesStarted = Date.now();
// Longest first (CI-3's seconds: lint 32, typecheck 20, format 18, boundaries 6, contract 5, builds 4-5), so the
// short ones fill the lane that frees first.
await inLanes([
  () => run('lint', npx, ['eslint', '--max-warnings', '0', '.'], {}, shared),
  () => run('typecheck', npx, ['tsc', '-p', 'tsconfig.json', '--noEmit'], {}, shared),
  // The formatter's check as `npm run lint` runs it: CI runs this script, not lint, and a file written past
  // Prettier would otherwise land unnoticed.
  () => run('format', npx, ['prettier', '--check', '--log-level', 'warn', '.'], {}, shared),
  // The boundaries of every folder, by dependency-cruiser: the command is package.json's, written once there.
  () => run('boundaries', process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', 'boundaries'], {}, shared),
  () => run('contract', npx, ['tsx', 'conformance/run.ts'], {}, shared),
  ...builds,
  () => run('imports', process.execPath, ['scripts/check-imports.mjs'], {}, shared),
]);
const sideBySide = checks.reduce((sum, c) => sum + c.seconds, 0);
notes.push(
  `checks before the unit tests: ${Math.round((Date.now() - lanesStarted) / 1000)} s, ${LANES} at a time (${sideBySide} s one after another)`,
);
await vitest('unit', {}, ['unit', 'unit-shared']);
const built = checks.filter((c) => c.name.startsWith('build ')).every((c) => c.ok);
if ((await run('chromium', process.execPath, ['scripts/ensure-chromium.mjs'])) && built) {
  // Side by side: the Chromium files keep both cores busy but for the last file's tail, and the engines suite waits
  // on its browsers (about three quarters of a core alone: CI-11's vmstat). One after another they took 649 + 68 s.
  await Promise.all([
    vitest('e2e', e2e),
    (async () => {
      // The cases that differ between engines (tests/engines, docs/engines.md), on their own tenant and build.
      if (await run('firefox, webkit', process.execPath, ['scripts/ensure-engines.mjs'], {}, { shared: true })) {
        await vitest('engines', engines, ['engines'], { shared: true });
        notes.push(enginesLine());
      } else {
        counts.failed += 1;
      }
    })(),
  ]);
} else {
  counts.failed += 1;
}

/** "engines: chromium 5/5 (31 s), firefox 5/5 (40 s), webkit 4/4 (35 s)": each engine's file of the engines run. */
function enginesLine() {
  try {
    const report = JSON.parse(readFileSync('.tmp/engines.json', 'utf8'));
    const runs = report.testResults.map((file) => {
      const engine = /(\w+)\.engines\.ts$/.exec(file.name)?.[1] ?? file.name;
      const passed = file.assertionResults.filter((t) => t.status === 'passed').length;
      return `${engine} ${passed}/${file.assertionResults.length} (${Math.round((file.endTime - file.startTime) / 1000)} s)`;
    });
    return `engines: ${runs.join(', ')}`;
  } catch {
    return 'engines: no report';
  }
}

console.log('\n=== summary ===');
for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name} (${c.seconds} s)`);
if (browserFiles.length > 0) {
  const slowest = browserFiles.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST);
  console.log(
    `slowest browser files: ${slowest.map((f) => `${f.name.replace('tests/e2e/', '')} ${Math.round(f.ms / 1000)} s`).join(', ')}`,
  );
}
for (const line of named.failed) console.log(`failed: ${line}`);
for (const line of notes) console.log(line);
const allOk = checks.every((c) => c.ok);
console.log(`Tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(allOk && counts.failed === 0 ? 0 : 1);
