// The rules of src/ no tool expresses, each proven by a planted test (tests/unit/scripts/check-imports.test.ts).
// The import boundaries (a layer imports only the layers below it, no feature imports another, src/ takes only types
// from outside it, no cycle, every import resolving) are dependency-cruiser's, over every folder
// (.dependency-cruiser.mjs, `npm run boundaries`; docs/decisions/014-boundaries-by-dependency-cruiser.md).
// The "one way to do each thing" rules (docs/architecture.md):
// - one loader: core/loading/use-remote.ts. No other file defines useLoad/useRemote/withTimeout, and no feature or form
//   awaits a call inside a useEffect (that is a hand-made loader) unless the line above says `// not a load: why`;
// - one view of a load's states: core/loading/remote-view.tsx. A feature file that calls useRemote (itself, or through a
//   use-*.ts hook of its area) and renders ErrorState or Spinner uses RemoteView, unless the line above the element
//   says `not a load: why` (a mutation's failure);
// - no feature reads a cookie (session-cookies.ts, cookies.ts, js-cookie, document.cookie): the user is the store's;
// - no role written as a string outside core/access/roles.ts (the API's type union in api/types.ts and i18n/ aside);
// - no sessionStorage or localStorage outside core/state/storage.ts, which survives a browser that refuses storage (and
//   core/browser/prerendered-scripts.ts, inline script text that runs before it, each inside a try);
// - money is formatted from cents by i18n/format.ts's formatMoney, never divided by 100 on the way in;
// - no feature, nor the shell (app/), writes an address, absolute (/home/...), relative to its area (/citas/proximas) or as a route pattern
//   (routes.ts): core/routing/paths.ts has each once, and routes and links read the same entry;
// - a route table (features/<area>/routes.ts, in the first bundle) takes its titles from i18n/<area>-routes.ts only;
// - no effect silences react-hooks/exhaustive-deps: one that runs on its own triggers calls the newest callback
//   through core/hooks/use-latest.ts;
// - one form hook: a feature file that renders a <form> (or passes onSubmit=) calls useForm from
//   forms/use-form.ts, itself or through a module of its own area that does (profile's use-profile-form.ts);
// - every area of features/ has its routes.ts, its screens in screens/<name>-page.tsx and its parts in components/,
//   its texts in i18n/<area>.ts (or i18n/<area>-<part>.ts), its document in docs/<area>.md and its unit tests in
//   tests/unit/<area>/.
// Type-only imports are left out: they vanish from the build.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = resolve('src');
export function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function withoutComments(code) {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

const STATIC = /^\s*(import|export)\s+(type\s+)?([^'";]*?\bfrom\s*)?['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The files of src/ that `file` imports at run time, with the line of each import. */
function importsOf(file, code) {
  const found = [];
  const clean = withoutComments(code);
  const lineOf = (index) => clean.slice(0, index).split('\n').length;
  for (const match of clean.matchAll(STATIC)) {
    if (match[2]) continue;
    found.push({ spec: match[4], line: lineOf(match.index + match[0].indexOf(match[4])) });
  }
  for (const match of clean.matchAll(DYNAMIC)) found.push({ spec: match[1], line: lineOf(match.index) });
  return found
    .filter(({ spec }) => spec.startsWith('.') || spec.startsWith(CONTRACT))
    .map(({ spec, line }) => ({ spec, line, target: resolveImport(file, spec) }));
}

/** package.json's `imports` entry for the contract: `#contract/<path>` is `contract/<path>` at the repository's top. */
const CONTRACT = '#contract/';

function resolveImport(file, spec) {
  const base = spec.startsWith(CONTRACT) ? resolve('contract', spec.slice(CONTRACT.length)) : resolve(dirname(file), spec);
  const candidates = [base, ...['.ts', '.tsx', '.js'].map((ext) => base + ext), join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

function placeOf(file, root) {
  const parts = relative(root, file).split(sep);
  return { layer: parts.length > 1 ? parts[0] : null, feature: parts[0] === 'features' ? parts[1] : null };
}

/** The broken rules among `files`, all under `root`, each as one line naming the file and line. */
export function check(files, root = ROOT) {
  const problems = [];
  for (const file of files) problems.push(...houseRules(file, readFileSync(file, 'utf8'), root));
  problems.push(
    ...areasWithoutRoutes(files, root),
    ...misplacedViews(files, root),
    ...textsWithoutArea(files, root),
    ...areasWithoutDocs(files, root),
    ...areasWithoutTests(files, root),
    ...formsOutsideHook(files, root),
  );
  return problems;
}

const LOADER = 'core/loading/use-remote.ts';
const ROLE_NAMES = ['titular', 'titular-corporativo', 'beneficiario', 'vendedor', 'asesor'];
const ROLE_HOMES = ['core/access/roles.ts', 'api/types.ts'];
const COOKIE_MODULES = /(^|\/)core\/session\/(session-cookies|cookies)\.ts$/;
const STORAGE = 'core/state/storage.ts';
// The prerendered pages' inline scripts run before core/state/storage.ts exists; each reads storage inside its own try.
const PRERENDERED_SCRIPTS = 'core/browser/prerendered-scripts.ts';
const REMOTE_VIEW = 'core/loading/remote-view.tsx';

/** The body of each `useEffect(...)` call, with the line it starts on and the line above it. */
function effects(code) {
  const found = [];
  for (let at = code.indexOf('useEffect('); at >= 0; at = code.indexOf('useEffect(', at + 1)) {
    let depth = 0;
    let end = at + 'useEffect'.length;
    for (; end < code.length; end++) {
      if (code[end] === '(') depth++;
      else if (code[end] === ')' && --depth === 0) break;
    }
    const lines = code.slice(0, at).split('\n');
    found.push({ body: code.slice(at, end), line: lines.length, above: lines[lines.length - 2] ?? '' });
  }
  return found;
}

/**
 * The hook module of the file's own area (a use-*.ts it imports) that calls useRemote, if any: one step only, as
 * for the form hook. A screen that loads through use-lists.ts draws that load's states with RemoteView too.
 */
function loadHookOf(file, code, root) {
  const { feature } = placeOf(file, root);
  const hook = importsOf(file, code).find(
    ({ target }) =>
      target &&
      /^use-[^/]*\.ts$/.test(target.split(sep).at(-1)) &&
      placeOf(target, root).feature === feature &&
      /\buseRemote\(/.test(withoutComments(readFileSync(target, 'utf8'))),
  );
  return hook ? `useRemote (through ${hook.spec})` : null;
}

/** The broken "one way" rules of one file. */
function houseRules(file, code, root) {
  const path = relative(root, file).split(sep).join('/');
  const where = (line) => `${relative(process.cwd(), file)}:${line}`;
  const clean = withoutComments(code);
  const lineOf = (index) => clean.slice(0, index).split('\n').length;
  const problems = [];
  const inFeature = path.startsWith('features/');
  if (path !== LOADER) {
    for (const match of clean.matchAll(/\b(?:function\s+|const\s+)(useLoad|useRemote|withTimeout)\b/g)) {
      problems.push(`${where(lineOf(match.index))}  ${match[1]}: a second loader; load through ${LOADER} (docs/architecture.md)`);
    }
  }
  if (inFeature || path.startsWith('forms/')) {
    for (const effect of effects(code)) {
      if (/\.then\(|\bawait\b/.test(withoutComments(effect.body)) && !/\/\/\s*not a load:/.test(effect.above)) {
        problems.push(
          `${where(effect.line)}  a useEffect that awaits a call is a hand-made loader; use ${LOADER} (or say \`// not a load: why\` above it)`,
        );
      }
    }
  }
  const loads = inFeature && !/<RemoteView\b/.test(clean) && (/\buseRemote\(/.test(clean) ? 'useRemote' : loadHookOf(file, code, root));
  if (loads) {
    const lines = code.split('\n');
    for (const match of code.matchAll(/<(ErrorState|Spinner)\b/g)) {
      const line = code.slice(0, match.index).split('\n').length;
      if (/not a load:/.test(lines[line - 2] ?? '')) continue;
      problems.push(
        `${where(line)}  <${match[1]}> next to ${loads}: a load's states are drawn by ${REMOTE_VIEW} (RemoteView); or say \`not a load: why\` above it`,
      );
    }
  }
  // The shell (app/) registers the areas and their fallbacks: it takes its addresses from the same entries.
  if (inFeature || path.startsWith('app/')) {
    // Any path-like literal of the portal: absolute (/home/...), relative to an area (/citas/proximas), a route
    // pattern (/pqr/:id) or a template's tail (`${origin}/public/invite/...`). The API's paths are not the
    // portal's: an area's api/ folder and the argument of apiUrl() write them.
    const apiFile = /^features\/[^/]+\/api\//.test(path);
    // After `}` only an area counts: `/.{1,4}/g` is a regular expression, not an address.
    for (const match of apiFile ? [] : clean.matchAll(/['"`]~?\/[A-Za-z:*]|\}~?\/(home|auth|public)(?=[/?'"`$])/g)) {
      if (/\bapiUrl\($/.test(clean.slice(Math.max(0, match.index - 7), match.index))) continue;
      problems.push(
        `${where(lineOf(match.index))}  an address written by hand: take it from core/routing/paths.ts (paths, salePaths, paymentPaths, subscriptionPaths; withinArea for a link inside its area)`,
      );
    }
  }
  if (inFeature) {
    for (const { spec, line, target } of importsOf(file, code)) {
      if (target && COOKIE_MODULES.test(relative(root, target).split(sep).join('/'))) {
        problems.push(`${where(line)}  "${spec}": a feature never reads a cookie; the user comes from core/session/user.ts (the store)`);
      }
    }
    for (const match of clean.matchAll(/from\s+['"]js-cookie['"]|\bdocument\.cookie\b/g)) {
      problems.push(`${where(lineOf(match.index))}  a feature never reads a cookie; the user comes from core/session/user.ts (the store)`);
    }
  }
  // A route table is in the first bundle (app/routes/feature-routes.ts), and a module lives in one chunk whole: titles
  // taken from an area's texts brought all of them (5.4 KB of staff payment and PQR texts) into the login's script.
  if (/^features\/[^/]+\/routes\.ts$/.test(path)) {
    for (const { spec, line, target } of importsOf(file, code)) {
      const to = target ? relative(root, target).split(sep).join('/') : '';
      if (to.startsWith('i18n/') && !/-routes\.ts$/.test(to)) {
        problems.push(
          `${where(line)}  "${spec}": a route table takes its titles from i18n/<area>-routes.ts, not from texts its screens load`,
        );
      }
    }
  }
  if (path !== STORAGE && path !== PRERENDERED_SCRIPTS) {
    for (const match of clean.matchAll(/\b(sessionStorage|localStorage)\b/g)) {
      problems.push(
        `${where(lineOf(match.index))}  ${match[1]}: storage goes through ${STORAGE}, which a browser refusing storage cannot crash`,
      );
    }
  }
  // In the comments themselves: that is where a suppression lives.
  for (const match of code.matchAll(/eslint-disable[\w-]*\s+[^\n]*react-hooks\/exhaustive-deps/g)) {
    problems.push(
      `${where(code.slice(0, match.index).split('\n').length)}  exhaustive-deps silenced: list every dependency; an effect on its own triggers calls the newest callback through core/hooks/use-latest.ts`,
    );
  }
  for (const match of clean.matchAll(/formatMoney\([^;\n]*?\/\s*100\s*\)/g)) {
    problems.push(`${where(lineOf(match.index))}  formatMoney takes cents, the API's unit: pass them as they are`);
  }
  if (!ROLE_HOMES.includes(path) && !path.startsWith('i18n/')) {
    for (const match of clean.matchAll(/(\bid:\s*)?(['"`])([A-Za-z-]+)\2/g)) {
      if (match[1] || !ROLE_NAMES.includes(match[3].toLowerCase())) continue;
      problems.push(`${where(lineOf(match.index))}  '${match[3]}': a role is written once, in core/access/roles.ts (ROLE)`);
    }
  }
  return problems;
}

const FORM_HOOK = 'forms/use-form.ts';

/**
 * A form in a feature goes through the one form hook: the file calls useForm, or imports a module of its own area
 * that does (one step only: a hook like use-profile-form.ts, not a chain to follow).
 */
function formsOutsideHook(files, root) {
  const hook = join(root, FORM_HOOK);
  const callsHook = (file) => {
    const code = readFileSync(file, 'utf8');
    return /\buseForm\s*[<(]/.test(withoutComments(code)) && importsOf(file, code).some(({ target }) => target === hook);
  };
  const problems = [];
  for (const file of files) {
    const { feature } = placeOf(file, root);
    if (!feature) continue;
    const code = readFileSync(file, 'utf8');
    const clean = withoutComments(code);
    const form = /<form\b|\bonSubmit=/.exec(clean);
    if (!form || callsHook(file)) continue;
    const viaArea = importsOf(file, code).some(({ target }) => target && placeOf(target, root).feature === feature && callsHook(target));
    if (viaArea) continue;
    problems.push(
      `${relative(process.cwd(), file)}:${clean.slice(0, form.index).split('\n').length}  a form outside the form hook: values, rules, submit and failure go through useForm (${FORM_HOOK}), here or in a module of this area (docs/architecture.md)`,
    );
  }
  return problems;
}

/** Each area has docs/<area>.md, beside src/ (checked where that docs/ folder exists). */
function areasWithoutDocs(files, root) {
  const docs = join(root, '..', 'docs');
  if (!existsSync(docs)) return [];
  const areas = new Set(
    files
      .map((file) => relative(root, file).split(sep))
      .filter(([layer, , ...rest]) => layer === 'features' && rest.length > 0)
      .map(([, area]) => area),
  );
  return [...areas]
    .filter((area) => !existsSync(join(docs, `${area}.md`)))
    .map((area) => `src/features/${area}: an area without docs/${area}.md (what a maintainer of the area needs)`);
}

/** The unit tests of a test folder, at any depth (vitest's unit project takes tests/unit/**\/*.test.{ts,tsx}). */
function testFiles(dir) {
  return readdirSync(dir, { recursive: true }).filter((name) => /\.test\.tsx?$/.test(name) && statSync(join(dir, name)).isFile());
}

/** Each area has its unit tests in tests/unit/<area>/, beside src/ (checked where that tests/unit/ folder exists). */
function areasWithoutTests(files, root) {
  const tests = join(root, '..', 'tests', 'unit');
  if (!existsSync(tests)) return [];
  const areas = new Set(
    files
      .map((file) => relative(root, file).split(sep))
      .filter(([layer, , ...rest]) => layer === 'features' && rest.length > 0)
      .map(([, area]) => area),
  );
  return [...areas]
    .filter((area) => {
      const folder = join(tests, area);
      return !existsSync(folder) || !statSync(folder).isDirectory() || testFiles(folder).length === 0;
    })
    .map((area) => `src/features/${area}: an area without its unit tests in tests/unit/${area}/ (one *.test.ts or *.test.tsx at least)`);
}

/** Texts of the layers that are not an area (ui, core, forms, app's shell and menu) and shared formatters. */
const SHARED_TEXTS = [
  'brand',
  'clinic-time',
  'core',
  'format',
  'forms',
  'identity',
  'locale',
  'menu',
  'person-fields',
  'phone',
  'reading',
  'remote',
  'shell',
  'spec-errors',
];

/**
 * An area's texts are i18n/<area>.ts, or i18n/<area>-<part>.ts for a part that loads on its own (the login
 * screen's words stay out of the rest of auth's chunk, staff payments' out of a member's): found by the name.
 */
function textsWithoutArea(files, root) {
  const areas = new Set(
    files
      .map((file) => relative(root, file).split(sep))
      .filter(([layer, , ...rest]) => layer === 'features' && rest.length > 0)
      .map(([, area]) => area),
  );
  return files
    .map((file) => relative(root, file).split(sep))
    .filter(([layer, name, more]) => layer === 'i18n' && !more && /\.ts$/.test(name) && !name.endsWith('.d.ts'))
    .map(([, name]) => name.replace(/\.ts$/, ''))
    .filter((name) => !SHARED_TEXTS.includes(name) && ![...areas].some((area) => name === area || name.startsWith(`${area}-`)))
    .map(
      (name) =>
        `src/i18n/${name}.ts: texts of no area; name it i18n/<area>.ts or i18n/<area>-<part>.ts (or list it among the shared texts)`,
    );
}

/** An area's views live in screens/ (`<name>-page.tsx`, routed) or components/ (parts): one shape for every area. */
function misplacedViews(files, root) {
  const problems = [];
  for (const file of files) {
    const [layer, area, ...rest] = relative(root, file).split(sep);
    if (layer !== 'features' || !area || !file.endsWith('.tsx')) continue;
    const shown = `src/features/${area}/${rest.join('/')}`;
    if (rest.length === 1)
      problems.push(`${shown}: a view at the area's root; screens go in screens/ (<name>-page.tsx), parts in components/`);
    else if (rest[0] === 'screens' && !rest.at(-1).endsWith('-page.tsx'))
      problems.push(`${shown}: a screen is named <name>-page.tsx (a part of screens goes in components/)`);
  }
  return problems;
}

/** Every area with a screen offers it through routes.ts, so app/ only composes (docs/architecture.md). */
function areasWithoutRoutes(files, root) {
  const areas = new Map();
  for (const file of files) {
    const [layer, area, ...rest] = relative(root, file).split(sep);
    if (layer !== 'features' || !area || rest.length === 0) continue;
    const seen = areas.get(area) ?? { routes: false, screen: false };
    if (rest.join('/') === 'routes.ts') seen.routes = true;
    if (rest[0] === 'screens' || /-(page|screen)\.tsx$/.test(rest.at(-1))) seen.screen = true;
    areas.set(area, seen);
  }
  return [...areas]
    .filter(([, seen]) => seen.screen && !seen.routes)
    .map(([area]) => `src/features/${area}: an area without routes.ts; app/ wires screens only through it (docs/architecture.md)`);
}

/** Every import cycle once, as the chain of files that closes it. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = check(sourceFiles(ROOT));
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\n${problems.length} import problem(s)`);
    process.exit(1);
  }
}
