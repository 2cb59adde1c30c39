import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check, sourceFiles } from '../../../scripts/check-imports.mjs';

function tree(files: Record<string, string>): string {
  const root = join(mkdtempSync(join(tmpdir(), 'imports-')), 'src');
  for (const [path, code] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), code);
  }
  return root;
}

const run = (files: Record<string, string>) => {
  const root = tree(files);
  return check(sourceFiles(root), root);
};

describe('the import rules of the portal', () => {
  it('accepts imports that go down the layers and stay inside one feature', () => {
    expect(
      run({
        'ui/button.tsx': "export const Button = 1;\n",
        'core/store.ts': "import { Button } from '../ui/button.tsx';\nexport const store = Button;\n",
        'features/card/a.ts': "import { store } from '../../core/store.ts';\nimport { b } from './b.ts';\nexport const a = store + b;\n",
        'features/card/b.ts': "export const b = 2;\n",
        'app/app.tsx': "const load = () => import('../features/card/a.ts');\n",
      }),
    ).toEqual([]);
  });

  it('refuses an upward import, a feature importing another, and a dynamic import of app/', () => {
    const problems = run({
      'core/store.ts': "import { a } from '../features/card/a.ts';\nexport const store = a;\n",
      'features/card/a.ts': "export const a = 1;\n",
      'features/sales/s.ts': "// a comment mentioning import('../card/a.ts') is not an import\nimport { a } from '../card/a.ts';\nconst l = () => import('../../app/app.tsx');\n",
      'app/app.tsx': "export {};\n",
    });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/core\/store\.ts:1 .*core\/ never imports a layer above it/);
    expect(problems[1]).toMatch(/features\/sales\/s\.ts:2 .*a feature never imports another feature/);
    expect(problems[2]).toMatch(/features\/sales\/s\.ts:3 .*A feature never imports app\//);
  });

  it('finds a cycle through a lazy import, but not through a type-only import', () => {
    expect(
      run({
        'core/a.ts': "import { b } from './b.ts';\nexport const a = b;\n",
        'core/b.ts': "export const b = () => import('./a.ts');\n",
      }),
    ).toEqual([expect.stringMatching(/^Dependency cycle detected: .*core\/a\.ts -> .*core\/b\.ts -> .*core\/a\.ts$/)]);
    expect(
      run({
        'core/a.ts': "import { b } from './b.ts';\nexport type A = number;\nexport const a = b;\n",
        'core/b.ts': "import type { A } from './a.ts';\nexport const b: A = 1;\n",
      }),
    ).toEqual([]);
  });

  it('names an import that resolves to no file', () => {
    expect(run({ 'core/a.ts': "import './gone.ts';\n" })).toEqual([expect.stringMatching(/core\/a\.ts:1 {2}"\.\/gone\.ts" does not resolve/)]);
  });

  it('lets src/ take only types from outside it (the contract\'s schemas stay out of the chunks)', () => {
    const root = tree({ 'features/x/a.ts': "import { Offer } from '../../../contract.ts';\nexport const a = Offer;\n" });
    writeFileSync(join(root, '..', 'contract.ts'), 'export const Offer = {};\n');
    expect(check(sourceFiles(root), root)).toEqual([expect.stringMatching(/features\/x\/a\.ts:1 .*imports only types from outside src/)]);
    writeFileSync(join(root, 'features/x/a.ts'), "import type { Offer } from '../../../contract.ts';\nexport type A = Offer;\n");
    expect(check(sourceFiles(root), root)).toEqual([]);
  });
});
