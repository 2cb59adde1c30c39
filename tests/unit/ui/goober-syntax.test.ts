import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// goober's parser silently drops a declaration that is not followed by ';' (the last one before '}' or
// the end of the template), and splits selectors on commas even inside :is(...). Both bugs render fine
// in review and only show as a missing hover colour in the browser, so the sources are checked here.
// Vitest runs from the repository root; import.meta.url is not a file URL under happy-dom.
const dir = join(process.cwd(), 'src/ui');
const files = readdirSync(dir).filter((f) => /\.tsx?$/.test(f));

const templates = (source: string) =>
  [...source.matchAll(/(?:css|keyframes)`([^`]*)`|glob\(`([^`]*)`/g)].map((m) => (m[1] ?? m[2] ?? '').replace(/\$\{[^}]*\}/g, 'X'));

describe('goober templates in src/ui', () => {
  it.each(files)('%s ends every declaration with a semicolon', (file) => {
    for (const css of templates(readFileSync(join(dir, file), 'utf8'))) {
      expect(css, css).not.toMatch(/[^;{}\s]\s*\}/);
      expect(css.trim(), css).toMatch(/(^|[;}])$/);
    }
  });

  it.each(files)('%s puts no comma inside a functional pseudo-class', (file) => {
    for (const css of templates(readFileSync(join(dir, file), 'utf8'))) {
      expect(css, css).not.toMatch(/:(is|where|not|has)\([^)]*,/);
    }
  });

  it('finds the templates it checks', () => {
    expect(templates(readFileSync(join(dir, 'button.tsx'), 'utf8')).length).toBeGreaterThan(3);
  });
});
