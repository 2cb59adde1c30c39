// The bundler, on a graph shaped like main.tsx's preload of home: an area chunk, loaded lazily, whose code preloads
// a screen. The screen needs a chunk the area has already loaded (its static import) and one it has not. Vite's own
// list names both; with the plugin, the list (`__vite__mapDeps`) keeps only what is not loaded yet. The fixture
// is bundled by bundle-fixture.ts.
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { loadedChunks, notYetLoaded } from '../../../scripts/vite-plugin-loaded-chunks.ts';
import { bundleFixture } from './bundle-fixture.ts';

const FILES = {
  'src/main.ts': "void import('./area.ts');\nvoid import('./other.ts');\n",
  // Loaded with the area: the screen's preload must not ask for it again.
  'src/shared.ts': "export const shared = () => 'SHARED';\n",
  // Not loaded by the area: the screen's preload fetches it beside the screen.
  'src/own.ts': "export const own = () => 'OWN';\n",
  'src/area.ts': "import { shared } from './shared.ts';\nconsole.log(shared());\nexport const screen = () => import('./screen.ts');\n",
  'src/screen.ts': "import { shared } from './shared.ts';\nimport { own } from './own.ts';\nconsole.log(shared(), own());\n",
  // Another importer of both, so each is a chunk of its own rather than folded into the area or the screen.
  'src/other.ts': "import { shared } from './shared.ts';\nimport { own } from './own.ts';\nconsole.log('other', shared(), own());\n",
};

/** The chunk files the area's preload of the screen names. */
async function preloadedByArea(plugins: Plugin[], filter: (host: string, deps: string[]) => string[]): Promise<string[]> {
  const chunks = await bundleFixture('loaded-chunks', FILES, plugins, {
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostId }) => filter(hostId, deps) },
  });
  const area = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('area.ts'))!;
  const files =
    /m\.f=\[([^\]]*)\]/
      .exec(area.code)?.[1]
      ?.match(/"([^"]+)"/g)
      ?.map((name) => name.slice(1, -1)) ?? [];
  const used = /__vite__mapDeps\(\[([\d,]*)\]\)/.exec(area.code)?.[1]?.split(',').map(Number) ?? [];
  return used.map((index) => files[index]!.replace(/-[\w-]+\.js$/, ''));
}

describe('a lazy chunk preloads only what its importer has not loaded', () => {
  it("without the plugin, Vite's list names the area's own static import too", async () => {
    expect((await preloadedByArea([], (_host, deps) => deps)).sort()).toEqual(['assets/own', 'assets/screen', 'assets/shared']);
  });

  it('with it, the chunk the area loaded already is left out', async () => {
    expect((await preloadedByArea([loadedChunks()], notYetLoaded)).sort()).toEqual(['assets/own', 'assets/screen']);
  });
});
