// `npm test`: every check, in order, each one run even when an earlier one failed, then one summary line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { e2eEnv } from '../tests/e2e/env.mjs';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
mkdirSync('.tmp', { recursive: true });

const checks = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
// Tests named in the summary, so the last lines of a long log say what failed (and what failed once, then passed).
const named = { failed: [], flaky: [] };

function run(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  checks.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

function vitest(project, env = {}) {
  const out = `.tmp/${project}.json`;
  rmSync(out, { force: true });
  const ok = run(
    `${project} tests`,
    npx,
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
  );
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests + report.numTodoTests;
    for (const file of report.testResults) {
      for (const test of file.assertionResults) {
        const where = `${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`;
        const firstLine = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 200);
        if (test.status === 'failed') named.failed.push(`${where}: ${firstLine}`);
        else if (test.status === 'passed' && test.failureMessages?.length) named.flaky.push(`${where}: ${firstLine}`);
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

run('typecheck', npx, ['tsc', '-p', 'tsconfig.json', '--noEmit']);
// The formatter's check as `npm run lint` runs it: CI runs this script, not lint, and a file written past Prettier
// would otherwise land unnoticed.
run('format', npx, ['prettier', '--check', '--log-level', 'warn', '.']);
run('lint', npx, ['eslint', '--max-warnings', '0', '.']);
// The boundaries of every folder, by dependency-cruiser: the command is package.json's, written once there.
run('boundaries', process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', 'boundaries']);
run('imports', process.execPath, ['scripts/check-imports.mjs']);
vitest('unit');
run('contract', npx, ['tsx', 'conformance/run.ts']);
const e2e = await e2eEnv();
// One build per tenant of the browser tests (tests/e2e/env.mjs): each bakes in its own ports.
const built = () =>
  JSON.parse(e2e.E2E_TENANTS).every((tenant) =>
    run(`build ${tenant.DIST_DIR}`, process.execPath, ['scripts/build.mjs'], { ...e2e, ...tenant }),
  );
if (run('chromium', process.execPath, ['scripts/ensure-chromium.mjs']) && built()) {
  vitest('e2e', e2e);
} else {
  counts.failed += 1;
}

console.log('\n=== summary ===');
for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name} (${c.seconds} s)`);
for (const line of named.failed) console.log(`failed: ${line}`);
for (const line of named.flaky) console.log(`passed on the second try: ${line}`);
const allOk = checks.every((c) => c.ok);
console.log(`Tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(allOk && counts.failed === 0 ? 0 : 1);
