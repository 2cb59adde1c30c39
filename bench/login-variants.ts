// `npx tsx bench/login-variants.ts`: where the login's first paint goes. Copies of the built login page, each with
// one thing taken out, loaded cold beside bench/static.html exactly as the bench loads them (a fresh profile, 1 s to
// settle, 4x CPU, interleaved rounds), served bare from one local server. The bench's median of 11 loads moves by
// about ±20 % from run to run; this takes ROUNDS (default 30) loads of each (about ±12 %) and prints each variant's
// median, its ratio to the static page and the median of the per-round ratios. It only reads dist/portal.
//   ONLY=static,login,no-sheet  the variants to load (default: all)
//   PHONE=1                     a 412 x 823 window (Lighthouse's phone) instead of the bench's 1280 x 720
//   DROPS=0-17;31               also the login without those of the components' top-level rules (to bisect the sheet)
//   DUMP=no-flex                print one variant's page and load nothing
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { topLevelRules } from '../src/ui/cssom-sheet.ts';
import { withFreshProfile } from './chromium.ts';
import { coldLoad } from './cold-load.ts';
import { rotate } from './fcp-runs.ts';
import { median } from './stats.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.VARIANTS_PORT) || 4189;
const ROUNDS = Number(process.env.ROUNDS) || 30;

// The bundle is never fetched: the head script's import() would load it right after the first paint and compete
// with the next load, and a bare server has no CSP to keep.
const login = readFileSync(join(root, 'dist/portal/auth/login/index.html'), 'utf8').replace(/import\("[^"]+"\)/, 'Promise.resolve()');
const part = (pattern: RegExp, what: string) => {
  const found = login.match(pattern)?.[0];
  if (!found) throw new Error(`the built login has no ${what}: the variants need updating`);
  return found;
};
const sheet = part(/<style id="_goober">[\s\S]*?<\/style>/, 'goober sheet');
const moduleScript = part(/<script type="module">[\s\S]*?<\/script>/, 'module head script');
const classicScript = part(/<script>[\s\S]*?<\/script>/, 'classic head script');
/** Where the components' rules end and the tokens and element rules (ui/global-styles) begin. */
const componentsEnd = sheet.indexOf(':root{');
const withSheet = (transform: (css: string) => string) => login.replace(sheet, transform(sheet));

const variants: Record<string, string> = {
  static: readFileSync(join(root, 'bench/static.html'), 'utf8'),
  login,
  'no-head-scripts': login.replace(moduleScript, '').replace(classicScript, ''),
  'classic-script-last': login.replace(classicScript, '').replace('</body>', `${classicScript}</body>`),
  'no-logo-image': login.replace(/--brand-logo:url\([^)]*\)/, '--brand-logo:none'),
  'no-sheet': login.replace(sheet, ''),
  'element-rules-only': withSheet((css) => `<style id="_goober">${css.slice(componentsEnd)}`),
  'no-desktop-frame': login.replace(/@media \(min-width:\d+px\)\{/, '@media (min-width:99999px){'),
  'regular-weight-only': withSheet((css) => css.replace(/font-weight:(600|700)/g, 'font-weight:400')),
  // A leaner first screen: the brand block (logo, name, tagline) above the card taken out of the markup.
  'no-brand-block': login.replace(
    /<div class="[^"]+"><span aria-hidden="true" class="[^"]+"><\/span><div><p[\s\S]*?<\/p><\/div><\/div>/,
    '',
  ),
  'one-font-size': withSheet((css) => css.replace(/font-size:var\(--font-(sm|lg|xxl)\)/g, 'font-size:var(--font-md)')),
  // Flex boxes as plain blocks (the layout changes; only to see whether flex layout is the cost).
  'no-flex': withSheet((css) => css.replace(/display:(inline-)?flex/g, (_, inline) => `display:${inline ? 'inline-block' : 'block'}`)),
  // Every var() replaced by its :root value.
  'vars-resolved': withSheet((css) => {
    const root = css.slice(componentsEnd).match(/^:root\{([^}]*)\}/)![1]!;
    const tokens = new Map(root.split(/;(?=--)/).map((declaration) => declaration.split(/:(.*)/s).slice(0, 2) as [string, string]));
    let resolved = css;
    for (let depth = 0; depth < 3; depth++) resolved = resolved.replace(/var\((--[\w-]+)\)/g, (all, name) => tokens.get(name) ?? all);
    return resolved;
  }),
  // The desktop frame's drawing only: no 60 px-blur shadow, a flat colour for the gradient.
  'frame-flat': withSheet((css) =>
    css
      .replace(/box-shadow:var\(--shadow-md\),0 24px 60px [^;]+;/, '')
      .replace(/background:linear-gradient\([^;]+;/, 'background:#e9eef1;'),
  ),
  'no-manifest-link': login.replace(/<link rel="manifest"[^>]*>/, ''),
  // Four of the cuts above at once: each alone is inside the noise, together they are not.
  'combo-lean': login
    .replace(moduleScript, '')
    .replace(classicScript, '')
    .replace(/--brand-logo:url\([^)]*\)/, '--brand-logo:none')
    .replace(/@media \(min-width:\d+px\)\{/, '@media (min-width:99999px){')
    .replace(/font-weight:(600|700)/g, 'font-weight:400'),
};

/** The components' top-level rules (an @media block is one), for DROPS=a-b;c-d: variants without rules a..b. */
const componentRules = topLevelRules(sheet.slice('<style id="_goober">'.length, componentsEnd));
for (const range of process.env.DROPS?.split(';') ?? []) {
  const [from, to = from] = range.split('-').map(Number);
  const kept = componentRules.filter((_, i) => i < from! || i > to!).join('');
  variants[`drop-${range}`] = withSheet((css) => `<style id="_goober">${kept}${css.slice(componentsEnd)}`);
}

const only = process.env.ONLY?.split(',');
const ids = Object.keys(variants).filter((id) => !only || only.includes(id));
if (!ids.includes('static')) ids.unshift('static');

// DUMP=<variant> prints the page instead of loading anything: to check what a variant takes out.
if (process.env.DUMP) {
  console.log(variants[process.env.DUMP] ?? `no variant ${process.env.DUMP}`);
  process.exit(0);
}
const server = createServer((request, response) => {
  const page = variants[decodeURIComponent(request.url!.slice(1))];
  if (!page) return void response.writeHead(404).end();
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
});
await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
mkdirSync(join(root, 'bench/tmp'), { recursive: true });
const profiles = mkdtempSync(join(root, 'bench/tmp/variants-'));
const runs = new Map(ids.map((id) => [id, [] as number[]]));
try {
  // One round thrown away first, as the bench does with its warm-up rounds.
  for (let round = 0; round <= ROUNDS; round++) {
    for (const id of rotate(ids, round)) {
      const { fcp } = await withFreshProfile(profiles, async (context) => {
        if (process.env.PHONE) await (context.pages()[0] ?? (await context.newPage())).setViewportSize({ width: 412, height: 823 });
        return coldLoad(context, `http://127.0.0.1:${PORT}/${encodeURIComponent(id)}`);
      });
      if (round > 0) runs.get(id)!.push(Math.round(fcp));
    }
    process.stderr.write(`\rround ${round}/${ROUNDS}`);
  }
} finally {
  server.close();
  rmSync(profiles, { recursive: true, force: true });
}

const statics = runs.get('static')!;
const quartiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return [sorted[Math.floor((sorted.length - 1) / 4)]!, sorted[Math.ceil(((sorted.length - 1) * 3) / 4)]!];
};
console.log(`\n\n${ROUNDS} cold loads each, ${process.env.PHONE ? '412 x 823' : '1280 x 720'}, 4x CPU`);
console.log(`${'variant'.padEnd(22)}${'FCP ms'.padStart(8)}${'q25-q75'.padStart(11)}${'/ static'.padStart(10)}${'paired'.padStart(8)}`);
for (const [id, values] of runs) {
  const paired = values.map((ms, i) => ms / statics[i]!);
  const [q25, q75] = quartiles(values);
  const row = [
    String(median(values)).padStart(8),
    `${q25}-${q75}`.padStart(11),
    `${(median(values) / median(statics)).toFixed(2)}x`.padStart(10),
    `${median(paired).toFixed(2)}x`.padStart(8),
  ];
  console.log(`${id.padEnd(22)}${row.join('')}`);
}
