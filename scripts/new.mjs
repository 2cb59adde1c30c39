// `npm run new:area -- <area>` and `npm run new:screen -- <area> <screen>`: the shape every area has
// (docs/architecture.md, "Folders of an area"), written for you, so a new area starts the way the others are.
//   area:   src/features/<area>/routes.ts, its first screen, src/i18n/<area>.ts, docs/<area>.md, a unit test, its
//           address in src/core/routing/paths.ts, and the area added to src/app/routes/feature-routes.ts (the one
//           file that composes every area);
//   screen: src/features/<area>/screens/<screen>-page.tsx, its address in paths.ts and its entry in the area's
//           routes.ts (reading that address), its texts, a unit test.
// Names are kebab-case. Nothing is overwritten: an existing file stops the command before anything is written.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const camel = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const pascal = (name) => camel(name).replace(/^./, (c) => c.toUpperCase());
const words = (name) => name.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

const MARK = '    // new:screen adds the next screen here';
const TEXTS_MARK = "  // new:screen adds the next screen's texts here";
const PATHS_MARK = '  // new:area and new:screen add the next address here';
const PATHS_FILE = 'src/core/routing/paths.ts';

function checkName(kind, name) {
  if (!KEBAB.test(name ?? ''))
    throw new Error(`${kind} "${name ?? ''}": write it in kebab-case (letters, digits, hyphens), e.g. vacunas or mis-vacunas`);
}

function writeAll(root, files) {
  const taken = Object.keys(files).filter((file) => existsSync(join(root, file)));
  if (taken.length) throw new Error(`already there, nothing written: ${taken.join(', ')}`);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return Object.keys(files);
}

const screenFile = (
  area,
  screen,
) => `// ${words(area)} › ${words(screen)}. Load what it shows with useRemote (core/loading/use-remote.ts) and show
// every state with RemoteView (core/loading/remote-view.tsx); its texts live in i18n/${area}.ts.
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ${camel(area)}Texts } from '../../../i18n/${area}.ts';

const t = ${camel(area)}Texts.${camel(screen)};

export function ${pascal(screen)}Page() {
  useDocumentTitle(t.title);
  return <PageHeader title={t.title} subtitle={t.subtitle} />;
}
`;

const screenTest = (area, screen) => `import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/preact';
import { ${pascal(screen)}Page } from '../../../src/features/${area}/screens/${screen}-page.tsx';

describe('${words(area)} › ${words(screen)}', () => {
  it('names itself in its heading and in the document title', () => {
    render(<${pascal(screen)}Page />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('${words(screen)}');
    expect(document.title).toContain('${words(screen)}');
  });
});
`;

const routeLine = (screen, key) =>
  `    { path: paths.${key}, load: () => import('./screens/${screen}-page.tsx').then((m) => m.${pascal(screen)}Page) },`;

/** Adds `key: address` to core/routing/paths.ts, where every address is written once (routes and links read it). */
function addAddress(root, key, address) {
  const file = join(root, PATHS_FILE);
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (!text.includes(PATHS_MARK)) throw new Error(`${PATHS_FILE} has no "new:area" mark: add the address by hand, as the others`);
  if (new RegExp(`^  ${key}:`, 'm').test(text)) throw new Error(`${PATHS_FILE}: ${key} already there, nothing written`);
  return () => writeFileSync(file, text.replace(PATHS_MARK, `  ${key}: '${address}',\n${PATHS_MARK}`));
}
const textsEntry = (screen) =>
  `  ${camel(screen)}: { title: '${words(screen)}', subtitle: 'Escribe aquí, en una frase, para qué sirve esta pantalla.' },`;

export function newArea(root, area) {
  checkName('area', area);
  const composer = join(root, 'src/app/routes/feature-routes.ts');
  const composed = readFileSync(composer, 'utf8');
  const writeAddress = addAddress(root, camel(area), `/home/${area}`);
  const written = writeAll(root, {
    [`src/features/${area}/routes.ts`]: `import { paths } from '../../core/routing/paths.ts';
import type { FeatureRoutes } from '../../core/routing/screen-route.ts';

// ${words(area)}: its screens, each its own lazy chunk, at their addresses in core/routing/paths.ts (under /home;
// add auth or public for screens outside it); a menu module also goes in core/access/menu-items.ts.
export const routes: FeatureRoutes = {
  home: [
${routeLine(area, camel(area))}
${MARK}
  ],
};
`,
    [`src/features/${area}/screens/${area}-page.tsx`]: screenFile(area, area),
    [`src/i18n/${area}.ts`]: `// ${words(area)}: every text of the area's screens, in Spanish.
export const ${camel(area)}Texts = {
${textsEntry(area)}
${TEXTS_MARK}
};
`,
    [`docs/${area}.md`]: `# ${words(area)}

What a maintainer of this area needs: its screens and who may open them, the calls it makes (each one in the
contract, contract/<domain>/operations.ts), the states each screen shows and the decisions taken.

| screen | address | who |
|---|---|---|
| ${words(area)} | /home/${area} | any signed-in user |
`,
    [`tests/unit/${area}/${area}-page.test.tsx`]: screenTest(area, area),
  });
  writeAddress();
  const name = camel(area);
  const lastImport = [...composed.matchAll(/^import \{ routes as \w+ \} from .*;\n/gm)].pop();
  const withImport = `${composed.slice(0, lastImport.index + lastImport[0].length)}import { routes as ${name} } from '../../features/${area}/routes.ts';\n${composed.slice(lastImport.index + lastImport[0].length)}`;
  writeFileSync(
    composer,
    withImport.replace(/^const features = \[(.*)\];$/m, (_, list) => `const features = [${list}, ${name}];`),
  );
  return [...written, `${PATHS_FILE} (its address)`, 'src/app/routes/feature-routes.ts (the area added)'];
}

export function newScreen(root, area, screen) {
  checkName('area', area);
  checkName('screen', screen);
  const routesFile = join(root, `src/features/${area}/routes.ts`);
  const textsFile = join(root, `src/i18n/${area}.ts`);
  if (!existsSync(routesFile)) throw new Error(`no area "${area}": create it with npm run new:area -- ${area}`);
  const routes = readFileSync(routesFile, 'utf8');
  const texts = readFileSync(textsFile, 'utf8');
  if (!routes.includes(MARK) || !texts.includes(TEXTS_MARK)) {
    throw new Error(
      `src/features/${area}/routes.ts or src/i18n/${area}.ts has no "new:screen" mark: add the screen by hand, as the others`,
    );
  }
  const key = `${camel(area)}${pascal(screen)}`;
  const writeAddress = addAddress(root, key, `/home/${area}/${screen}`);
  const written = writeAll(root, {
    [`src/features/${area}/screens/${screen}-page.tsx`]: screenFile(area, screen),
    [`tests/unit/${area}/${screen}-page.test.tsx`]: screenTest(area, screen),
  });
  writeAddress();
  writeFileSync(routesFile, routes.replace(MARK, `${routeLine(screen, key)}\n${MARK}`));
  writeFileSync(textsFile, texts.replace(TEXTS_MARK, `${textsEntry(screen)}\n${TEXTS_MARK}`));
  return [
    ...written,
    `${PATHS_FILE} (its address)`,
    `src/features/${area}/routes.ts (the screen added)`,
    `src/i18n/${area}.ts (its texts)`,
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [kind, ...names] = process.argv.slice(2);
  try {
    const written =
      kind === 'area' ? newArea(process.cwd(), names[0]) : kind === 'screen' ? newScreen(process.cwd(), names[0], names[1]) : null;
    if (!written) throw new Error('usage: npm run new:area -- <area> | npm run new:screen -- <area> <screen>');
    console.log(
      `Written:\n  ${written.join('\n  ')}\nNext: npm run typecheck && npm run lint && npx vitest run --project unit tests/unit/${names[0]}`,
    );
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
