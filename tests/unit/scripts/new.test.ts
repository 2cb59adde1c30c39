// The area and screen generator (scripts/new.mjs), run in a scratch copy of the two files it edits. That its
// output compiles, lints and passes check-imports was tried on the real tree (see the commit that added it).
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { check, resolveConfig } from 'prettier';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newArea, newScreen } from '../../../scripts/new.mjs';
import { check as checkImports, sourceFiles } from '../../../scripts/check-imports.mjs';

let root = '';
const read = (file: string) => readFileSync(join(root, file), 'utf8');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'new-area-'));
  mkdirSync(join(root, 'src/app/routes'), { recursive: true });
  writeFileSync(
    join(root, 'src/app/routes/feature-routes.ts'),
    [
      "import { routes as home } from '../../features/home/routes.ts';",
      "import { routes as card } from '../../features/card/routes.ts';",
      '',
      'const features = [home, card];',
      '',
    ].join('\n'),
  );
  mkdirSync(join(root, 'src/core/routing'), { recursive: true });
  writeFileSync(
    join(root, 'src/core/routing/paths.ts'),
    ['export const paths = {', "  card: '/home/carne',", '  // new:area and new:screen add the next address here', '} as const;', ''].join(
      '\n',
    ),
  );
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm run new:area / new:screen', () => {
  it('writes an area in the shape of the others and composes it in feature-routes.ts', () => {
    newArea(root, 'mis-vacunas');
    for (const file of [
      'src/features/mis-vacunas/routes.ts',
      'src/features/mis-vacunas/screens/mis-vacunas-page.tsx',
      'src/i18n/mis-vacunas.ts',
      'docs/mis-vacunas.md',
      'tests/unit/mis-vacunas/mis-vacunas-page.test.tsx',
    ]) {
      expect(existsSync(join(root, file)), file).toBe(true);
    }
    expect(read('src/features/mis-vacunas/routes.ts')).toContain(
      "{ path: paths.misVacunas, load: () => import('./screens/mis-vacunas-page.tsx').then((m) => m.MisVacunasPage) }",
    );
    // The address is written once, in paths.ts, where the route and every link read it.
    expect(read('src/core/routing/paths.ts')).toContain("  misVacunas: '/home/mis-vacunas',\n  // new:area");
    expect(read('src/i18n/mis-vacunas.ts')).toContain("export const misVacunasTexts = {\n  misVacunas: { title: 'Mis vacunas',");
    const composer = read('src/app/routes/feature-routes.ts');
    expect(composer).toContain("import { routes as misVacunas } from '../../features/mis-vacunas/routes.ts';\n\nconst features");
    expect(composer).toContain('const features = [home, card, misVacunas];');
  });

  it('writes the whole shape check-imports asks of an area: routes, screens, texts, document and unit test', () => {
    newArea(root, 'vacunas');
    // The scratch tree has none of core/ or ui/, so their imports do not resolve: only the area's shape is judged.
    const shape = checkImports(sourceFiles(join(root, 'src')), join(root, 'src')).filter(
      (problem) => !problem.includes('does not resolve'),
    );
    expect(shape).toEqual([]);
    rmSync(join(root, 'tests/unit/vacunas'), { recursive: true });
    expect(checkImports(sourceFiles(join(root, 'src')), join(root, 'src'))).toContain(
      'src/features/vacunas: an area without its unit tests in tests/unit/vacunas/ (one *.test.ts or *.test.tsx at least)',
    );
  });

  it('adds a screen to an area: its file, its route, its texts and its test', () => {
    newArea(root, 'vacunas');
    newScreen(root, 'vacunas', 'mis-dosis');
    expect(read('src/features/vacunas/screens/mis-dosis-page.tsx')).toContain('export function MisDosisPage()');
    expect(read('src/features/vacunas/routes.ts')).toMatch(
      /m\.VacunasPage\) },\n {4}\{ path: paths\.vacunasMisDosis,.*m\.MisDosisPage\) },\n {4}\/\/ new:screen/,
    );
    expect(read('src/core/routing/paths.ts')).toContain("  vacunasMisDosis: '/home/vacunas/mis-dosis',\n");
    expect(read('src/i18n/vacunas.ts')).toContain("  misDosis: { title: 'Mis dosis',");
    expect(existsSync(join(root, 'tests/unit/vacunas/mis-dosis-page.test.tsx'))).toBe(true);
  });

  it('writes files already in the house format (npm run lint runs prettier --check)', async () => {
    newArea(root, 'vacunas');
    newScreen(root, 'vacunas', 'mis-dosis');
    const options = await resolveConfig(join(process.cwd(), 'src/main.tsx'));
    expect(options?.printWidth).toBe(140);
    for (const file of [
      'src/features/vacunas/routes.ts',
      'src/features/vacunas/screens/vacunas-page.tsx',
      'src/features/vacunas/screens/mis-dosis-page.tsx',
      'src/i18n/vacunas.ts',
      'tests/unit/vacunas/vacunas-page.test.tsx',
      'tests/unit/vacunas/mis-dosis-page.test.tsx',
      'src/app/routes/feature-routes.ts',
      'src/core/routing/paths.ts',
    ]) {
      expect(await check(read(file), { ...options, filepath: file }), file).toBe(true);
    }
  });

  it('refuses a name that is not kebab-case, an area that does not exist, and overwriting anything', () => {
    expect(() => newArea(root, 'MisVacunas')).toThrow(/kebab-case/);
    expect(() => newScreen(root, 'nada', 'pantalla')).toThrow(/no area "nada"/);
    newArea(root, 'vacunas');
    const before = read('src/app/routes/feature-routes.ts');
    const addresses = read('src/core/routing/paths.ts');
    expect(() => newArea(root, 'vacunas')).toThrow(/already there, nothing written/);
    expect(read('src/app/routes/feature-routes.ts')).toBe(before);
    expect(read('src/core/routing/paths.ts')).toBe(addresses);
  });
});
