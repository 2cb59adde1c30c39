// @vitest-environment node
// The boundary rules of .dependency-cruiser.mjs, run by dependency-cruiser itself on a small tree of planted files:
// each fault the repository once kept as a known violation (a type-only cycle through a store, embed/ running
// portal code, a script importing the tests) is reported again if written again, and the structures that paid
// them (a leaf of shared types, the bridge's shared folder, the scripts' own env module) are not.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';

const plants: Record<string, string> = {
  // The store naming a slice's type while the slice imports the store: the cycle core/state/store.ts had, per slice.
  'src/core/state/store.ts':
    "import type { Alert } from '../feedback/alerts.ts';\nexport const store: { alerts: Alert[] } = { alerts: [] };\n",
  'src/core/feedback/alerts.ts':
    "import { store } from '../state/store.ts';\nexport interface Alert { id: number }\nexport const count = () => store.alerts.length;\n",
  // Paid: the type in a leaf both import.
  'src/core/state/slices.ts': 'export interface Toast { id: number }\n',
  'src/core/state/toast-store.ts': "import type { Toast } from './slices.ts';\nexport const toasts: Toast[] = [];\n",
  'src/core/feedback/toasts.ts':
    "import type { Toast } from '../state/slices.ts';\nimport { toasts } from '../state/toast-store.ts';\nexport const first = (): Toast | undefined => toasts[0];\n",
  // embed/ runs the shared bridge (allowed), and a planted run-time import of the rest of the bridge (refused).
  'src/core/bridge/shared/url-policy.ts': 'export const checkUrl = (url: string) => url;\n',
  'src/core/bridge/start-bridge.ts': "import { checkUrl } from './shared/url-policy.ts';\nexport const start = () => checkUrl('/');\n",
  'embed/mount.ts': "import { checkUrl } from '../src/core/bridge/shared/url-policy.ts';\nexport const mount = () => checkUrl('/');\n",
  'embed/host-methods.ts': "import { start } from '../src/core/bridge/start-bridge.ts';\nexport const host = () => start();\n",
  // The shared bridge importing anything would carry it onto the host's page.
  'src/core/bridge/shared/contract.ts':
    "import { start } from '../start-bridge.ts';\nexport const CALL_TIMEOUT_MS = 5000;\nexport const again = start;\n",
  // A script importing the tests (as scripts/test.mjs did tests/e2e/env.mjs), and one importing its own module.
  'tests/e2e/env.mjs': 'export const e2eEnv = () => ({});\n',
  'scripts/e2e-env.mjs': 'export const e2eEnv = () => ({});\n',
  'scripts/test.mjs': "import { e2eEnv } from '../tests/e2e/env.mjs';\nexport const run = () => e2eEnv();\n",
  'scripts/e2e.mjs': "import { e2eEnv } from './e2e-env.mjs';\nexport const run = () => e2eEnv();\n",
};

let root = '';
let violations: string[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [file, text] of Object.entries(plants)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  // The repository's own rules, read as `npm run boundaries` reads them (a path, not an import: it is a .mjs file).
  const configUrl = new URL('../../../.dependency-cruiser.mjs', import.meta.url).href;
  const config = ((await import(/* @vite-ignore */ configUrl)) as { default: { forbidden: IForbiddenRuleType[] } }).default;
  const { output } = await cruise(['src', 'embed', 'scripts', 'tests'], {
    baseDir: root,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    tsPreCompilationDeps: true,
  });
  violations = (output as ICruiseResult).summary.violations.map((v) => `${v.rule.name} ${v.from} -> ${v.to}`).sort();
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the boundary rules (dependency-cruiser, on planted files)', () => {
  it('reports a type-only cycle through the store, and not the leaf that replaced it', () => {
    // One report per cycle; the toasts' store and slices.ts make none.
    expect(violations.filter((v) => v.startsWith('no-circular '))).toEqual([
      'no-circular src/core/feedback/alerts.ts -> src/core/state/store.ts',
    ]);
  });

  it('lets embed/ run the shared bridge alone, and keeps the shared bridge free of imports', () => {
    expect(violations.filter((v) => /^(embed-|bridge-)/.test(v))).toEqual([
      'bridge-shared-alone src/core/bridge/shared/contract.ts -> src/core/bridge/start-bridge.ts',
      'embed-bridge-types-only embed/host-methods.ts -> src/core/bridge/start-bridge.ts',
    ]);
  });

  it('refuses a script importing the tests, not one importing its own env module', () => {
    expect(violations.filter((v) => v.startsWith('no-tests-from-code '))).toEqual([
      'no-tests-from-code scripts/test.mjs -> tests/e2e/env.mjs',
    ]);
  });
});
