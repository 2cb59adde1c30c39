// The bundler, on a barrel shaped like src/ui/icons.ts (icons drawn through preact/compat, as ui/icon.ts does): the
// entry draws one icon, two lazy screens another. Without the plugin, Rolldown puts the lazy screens' icon in the
// entry chunk (the login's script); with it, in a lazy chunk. The fixture is bundled by bundle-fixture.ts.
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { sideEffectFree } from '../../../scripts/vite-plugin-side-effect-free.ts';
import { bundleFixture } from './bundle-fixture.ts';

const FILES = {
  'src/ui/icon.ts':
    "import { createElement } from 'preact/compat';\nexport function icon(data: string) {\n  return () => createElement('svg', null, data);\n}\n",
  'src/ui/icons/entry-icon.ts':
    "import node from './entry-data.mjs';\nimport { icon } from '../icon.ts';\nexport default /* @__PURE__ */ icon(node);\n",
  'src/ui/icons/entry-data.mjs': "const d = 'DRAWN-BY-ENTRY';\nexport { d as default };\n",
  'src/ui/icons/lazy-icon.ts':
    "import node from './lazy-data.mjs';\nimport { icon } from '../icon.ts';\nexport default /* @__PURE__ */ icon(node);\n",
  'src/ui/icons/lazy-data.mjs': "const d = 'DRAWN-BY-LAZY';\nexport { d as default };\n",
  'src/ui/icons.ts':
    "export { default as EntryIcon } from './icons/entry-icon.ts';\nexport { default as LazyIcon } from './icons/lazy-icon.ts';\n",
  'src/main.ts':
    "import { EntryIcon } from './ui/icons.ts';\nconsole.log(EntryIcon());\nvoid import('./card.ts');\nvoid import('./receipt.ts');\n",
  // Two screens draw the same icon (as the card and the staff receipt both draw the printer).
  'src/card.ts': "import { LazyIcon } from './ui/icons.ts';\nconsole.log('card', LazyIcon());\n",
  'src/receipt.ts': "import { LazyIcon } from './ui/icons.ts';\nconsole.log('receipt', LazyIcon());\n",
};

async function chunks(plugins: Plugin[]): Promise<{ entry: string; lazy: string }> {
  const code = await bundleFixture('side-effects', FILES, plugins);
  return {
    entry: code.find((chunk) => chunk.isEntry)!.code,
    lazy: code
      .filter((chunk) => !chunk.isEntry)
      .map((chunk) => chunk.code)
      .join('\n'),
  };
}

describe('sideEffectFree: the icon modules', () => {
  it('keeps an icon only a lazy screen draws out of the entry chunk', async () => {
    const { entry, lazy } = await chunks([sideEffectFree()]);
    expect(entry).toContain('DRAWN-BY-ENTRY');
    expect(entry).not.toContain('DRAWN-BY-LAZY');
    expect(lazy).toContain('DRAWN-BY-LAZY');
  });

  it('is needed: without it, the lazy screen’s icon rides in the entry chunk', async () => {
    const { entry } = await chunks([]);
    expect(entry).toContain('DRAWN-BY-LAZY');
  });
});
