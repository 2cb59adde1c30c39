// What a chunk has already loaded when its code runs: its static imports, and theirs. Vite's preload list for a
// dynamic import (build.modulePreload.resolveDependencies) holds every chunk the imported one reaches, the importer's
// own static imports included: main.tsx's preload of home's two chunks put 53 `<link rel="modulepreload">` in the
// head at once, 24 of them for chunks the entry had loaded already. Appending them was 313 ms of the entry's
// 1,199 ms task at 4x CPU (CPU profile of a cold /home, 2026-11-28), the one task that cost /home its Lighthouse
// score. `loadedChunks` records each chunk's static closure just before Vite writes the lists, and `notYetLoaded`
// keeps out of a list what its importer already has.
import type { Plugin } from 'vite';

/** By chunk file name (assets/index-xxxx.js): every chunk loaded before that chunk's code runs. */
const loadedBy = new Map<string, Set<string>>();

export function loadedChunks(): Plugin {
  return {
    name: 'loaded-chunks',
    apply: 'build',
    // Before vite:build-import-analysis (a post plugin), whose generateBundle calls resolveDependencies.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loadedBy.clear();
        const closure = (file: string, into: Set<string>) => {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk') return into;
          for (const imported of chunk.imports) {
            if (into.has(imported)) continue;
            into.add(imported);
            closure(imported, into);
          }
          return into;
        };
        for (const file of Object.keys(bundle)) loadedBy.set(file, closure(file, new Set()));
      },
    },
  };
}

/** `deps` without the chunks `host` (the chunk whose code makes the dynamic import) has loaded already. */
export function notYetLoaded(host: string, deps: string[]): string[] {
  const loaded = loadedBy.get(host);
  return loaded ? deps.filter((dep) => !loaded.has(dep)) : deps;
}
