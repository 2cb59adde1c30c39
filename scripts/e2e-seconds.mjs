// Writes tests/e2e/file-seconds.json from the last browser run's report (.tmp/e2e.json, which `npm test` writes):
// each file's seconds from its first test's start to its last test's end, the order tests/e2e/sequencer.ts starts
// the files in on a clean clone. Run it after a whole `npm test` on a clean clone when files were added or cut.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const report = JSON.parse(readFileSync(process.argv[2] ?? '.tmp/e2e.json', 'utf8'));
const rows = report.testResults
  .map((file) => [relative(process.cwd(), file.name), Math.round((file.endTime - file.startTime) / 1000)])
  .filter(([name]) => !name.startsWith('..'))
  .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
writeFileSync('tests/e2e/file-seconds.json', `${JSON.stringify(Object.fromEntries(rows), null, 2)}\n`);
console.log(`tests/e2e/file-seconds.json: ${rows.length} files`);
