import { defineConfig } from 'vitest/config';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { runtimeAliases, preactAliases } from './vite.aliases.ts';
import { serviceWorker } from './scripts/vite-plugin-sw.ts';
import { portalHeadersPlugin } from './scripts/vite-plugin-headers.ts';
import { prerender } from './scripts/vite-plugin-prerender.ts';
import { gooberCssom } from './scripts/vite-plugin-goober-cssom.ts';
import { sideEffectFree } from './scripts/vite-plugin-side-effect-free.ts';
import { loadedChunks, notYetLoaded } from './scripts/vite-plugin-loaded-chunks.ts';
import { firstScreenChunks } from './scripts/first-screen-chunks.ts';
import { buildEnv } from './scripts/build-env.mjs';
import { parentOrigins } from './demo-host/servers/addresses.ts';
import { tenants } from './tests/e2e/support/tenants.ts';
import { LongestFirst } from './tests/e2e/sequencer.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
// A production build stops here without ACCESS_CONTROL_API and PARENT_ORIGINS; other builds fall back to the demo's.
const target = buildEnv();

// Build-time facts the portal reads from `import.meta.env` (see src/core/constants.ts).
const accessControlApi = target.accessControlApi ?? `http://127.0.0.1:${process.env.API_PORT ?? '4175'}`;
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
// The policy's origins (scripts/csp.ts): the API the portal is built against plus API_ORIGINS, the backends its
// configuration exchange names at run time (the demo's sandbox serves them all); the gateway defaults to the API's.
const apiOrigins = [accessControlApi, ...list(process.env.API_ORIGINS)];
const headers = {
  apiOrigins,
  parentOrigins: target.parentOrigins ?? parentOrigins(),
  gatewayOrigins: list(process.env.GATEWAY_ORIGINS).length > 0 ? list(process.env.GATEWAY_ORIGINS) : apiOrigins,
  production: target.production,
};

// The lazy chunks of a returning member's first screen (/home), named after their modules (main.tsx imports both).
const FIRST_SCREEN_CHUNK = /\/(home-area|home-page)-[\w-]+\.js$/;

// The browser tests' workers: one per tenant of the one server process (tests/e2e/support/tenants.ts).
const e2eWorkers = tenants().length;

/**
 * The unit files that share one module registry per worker (isolate: false): the sandbox's and the kit's, whose state
 * lives in the sandbox each test makes, not in modules. Evaluating the sandbox, the contract and their libraries once
 * per worker instead of once per file: the unit step's CPU from about 470 core-seconds (CI-11: 241 s on two busy
 * cores) to 354 (user + sys, both projects). A file among them that
 * replaces a module (vi.mock) is *.isolated.test.ts: in a shared registry the module is already loaded and the mock
 * never takes (ESLint refuses vi.mock in the others). The portal's files stay isolated: the portal keeps a page's state
 * in modules (setupUi's "done", goober's global sheet, the bridge's link...), and sharing them failed global-style
 * after shell-accounts in one order out of three.
 */
const SHARED_REGISTRY = 'tests/unit/sandbox/**/!(*.isolated).test.ts';

const env = {
  'import.meta.env.VITE_APP_VERSION': JSON.stringify(process.env.APP_VERSION ?? pkg.version),
  'import.meta.env.VITE_PRODUCT_TITLE': JSON.stringify(process.env.PRODUCT_TITLE ?? 'Portal de afiliados'),
  'import.meta.env.VITE_ACCESS_CONTROL_API': JSON.stringify(accessControlApi),
};

/** The unit tests, in happy-dom unless a file's docblock asks for node. */
const unitProject = {
  resolve: { alias: preactAliases },
  define: env,
  test: {
    environment: 'happy-dom',
    // Every core, not Vitest's default of one fewer: on CI's two cores that default is one worker, and the unit
    // tests, which compute rather than wait, took 274 s instead of 160 s (npm test, 2026-11-25).
    maxWorkers: availableParallelism(),
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    server: { deps: { inline: ['wouter'] } },
    setupFiles: ['tests/unit/setup.ts'],
  },
};

export default defineConfig({
  define: env,
  // _headers carries the security headers (strict CSP) that the static server sends too.
  plugins: [
    gooberCssom(),
    sideEffectFree(),
    loadedChunks(),
    serviceWorker(),
    portalHeadersPlugin(headers),
    prerender(() => ({ define: env, resolve: { alias: runtimeAliases() } })),
  ],
  resolve: { alias: runtimeAliases() },
  build: {
    // DIST_DIR lets the browser tests build and serve their own copy (other ports) beside `npm start`'s.
    outDir: `${process.env.DIST_DIR ?? 'dist'}/${process.env.REACT_RUNTIME === 'react' ? 'portal-react' : 'portal'}`,
    target: 'es2020',
    // The chunks a returning member's /home needs are fetched side by side with their own imports: without it
    // they came in three waves, each waiting for the last to run (tiles at 2.15 s instead of 1.76 s, 4x CPU
    // slowdown, bench/README.md). Only those: a dependency list for each of the 71 lazy imports cost the entry
    // 3.5 KB gzip; for these two, 0.7 KB (21.2 to 21.9 KB). Nothing is preloaded from the HTML: the prerendered
    // login paints before its script is even asked for (scripts/vite-plugin-prerender.ts). No polyfill: every
    // browser the portal supports knows modulepreload. Never a chunk the importer has loaded already
    // (scripts/vite-plugin-loaded-chunks.ts: 53 links down to 29 for home's two chunks; 12 since home's code is in
    // those two chunks, scripts/first-screen-chunks.ts).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostId, hostType }) =>
        hostType === 'js' && FIRST_SCREEN_CHUNK.test(file) ? notYetLoaded(hostId, deps) : [],
    },
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    // The bench reads the static import graph of the entry from the manifest.
    manifest: true,
    // The entry's static imports in one chunk, home's in two (scripts/first-screen-chunks.ts).
    rolldownOptions: { output: { codeSplitting: firstScreenChunks() } },
  },
  test: {
    // The browser files longest first, from the last run's seconds (tests/e2e/sequencer.ts).
    sequence: { sequencer: LongestFirst },
    projects: [
      { ...unitProject, test: { ...unitProject.test, name: 'unit', exclude: [SHARED_REGISTRY] } },
      { ...unitProject, test: { ...unitProject.test, name: 'unit-shared', isolate: false, include: [SHARED_REGISTRY] } },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // One file per tenant at a time (scripts/e2e-env.mjs claims one per worker, 2 by default): the tests wait on
          // the browser and the server far more than they compute, so two files share the 2 cores well. Each worker
          // picks its tenant by VITEST_POOL_ID; with one tenant (vitest started by hand) the files run in turn.
          fileParallelism: e2eWorkers > 1,
          maxWorkers: e2eWorkers,
          // A worker imports playwright-core and the support files once, not once per file: 12 small files spent 23 s
          // importing (Vitest's "import") and 19 s of worker CPU isolated, 4 s and 9 s shared. A worker keeps its
          // tenant (VITEST_POOL_ID), and each test starts from a reset sandbox and a fresh context (support/browser.ts).
          isolate: false,
          // After the unit tests when both projects run together: a group has one worker count.
          sequence: { groupOrder: 1 },
          // Two files share two cores, so a test's wall time is about twice what it takes alone: the longest flows
          // (a sale registered, seen in both lists and signed in from the welcome: 38 s alone) need the room.
          testTimeout: e2eWorkers > 1 ? 120_000 : 60_000,
          hookTimeout: 120_000,
          // No second try: a browser test waits for states, never for time, so a failure is a bug of the portal or of
          // the test, to fix where it starts (issue 30). One try also keeps a failing run's time the run's time.
          retry: 0,
          // A poll waits for what a person would wait for: on 2 busy cores a page load takes seconds, not 1 s.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          // Chromium, Firefox and WebKit (tests/engines, docs/engines.md): one engine per file, one after another, on
          // the first tenant it is given (npm test: its own). No retry: a case that fails once in an engine is that engine's.
          name: 'engines',
          environment: 'node',
          include: ['tests/engines/**/*.engines.ts'],
          globalSetup: ['tests/engines/global-setup.ts'],
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
