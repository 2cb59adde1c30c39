// Fewer, larger chunks for what every visit and a returning member's /home load. Rolldown's automatic chunking
// gives each set of importers a chunk of its own: the entry's static imports came as 23 chunks and home's two lazy
// chunks reached 43 more (each lucide icon and small helper alone, a few hundred bytes). Each chunk is a request, a
// response task and a compile task on the main thread, and Lighthouse's simulated throttling multiplies each task's
// wall time by 4: on a busy core a task of 1 ms of CPU lasting 15 ms counts as 60 ms of blocking (decision 013, the
// fifth step). Three groups instead:
// - everything the entry imports statically, which every page loads after its paint anyway, in the entry's chunk;
// - what home's area (the member's layout) reaches, in its chunk, and what home's screen reaches beyond it, in the
//   screen's: the names stay `home-area` and `home-page` (vite.config.ts preloads those two on /home).
// The login's and the welcome's lazy parts keep their own small chunks: a module the auth screens reach is left out
// of home's groups, so a visitor who has not signed in never loads home's code for a helper they share.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

type Graph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** Where the groups' modules are, as paths from `root`. */
export interface ChunkLayout {
  root: string;
  /** What a visitor who has not signed in loads (the login's and the welcome's lazy parts, the public area). */
  signedOut: string[];
  /** Folders whose every file counts as signed-out. */
  signedOutFolders: string[];
  /** Home's area and home's screen, the two chunks main.tsx preloads on /home. */
  area: string;
  page: string;
  /** The icon set's one door, `export { default as Name } from './icons/name.ts'` for each icon. */
  iconDoor: string;
}

export const PORTAL_LAYOUT: ChunkLayout = {
  root: fileURLToPath(new URL('..', import.meta.url)),
  signedOut: ['src/app/routes/auth-area.tsx', 'src/app/routes/public-area.tsx', 'src/features/auth/after-login.ts'],
  signedOutFolders: ['src/features/auth/components'],
  area: 'src/app/routes/home-area.tsx',
  page: 'src/features/home/screens/home-page.tsx',
  iconDoor: 'src/ui/icons.ts',
};

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

// The icon set's one door re-exports every icon: walked through, it would make any screen seem to reach them all,
// and the build keeps only the icons a chunk draws. So the walk reads, in the source of a module that imports the
// door, the names it imports, and follows those icons' modules only.
function iconReader(door: string): (id: string) => string[] {
  const modules = new Map(
    [...readFileSync(door, 'utf8').matchAll(/export \{ default as (\w+) \} from '(\.\/[\w/-]+\.ts)'/g)].map(([, name, file]) => [
      name!,
      join(dirname(door), file!),
    ]),
  );
  const doorFile = basename(door).replace(/\./g, '\\.');
  const imports = new RegExp(`import \\{([^}]*)\\} from '[\\w./-]*/${doorFile}'`, 'g');
  return (id) =>
    [...readFileSync(id, 'utf8').matchAll(imports)]
      .flatMap(([, list]) => list!.split(',').map((name) => name.trim()))
      .flatMap((name) => modules.get(name) ?? []);
}

/** The modules `roots` import statically, and theirs, the roots included; of the icon door, only the icons named. */
function reach(roots: string[], graph: Graph, door: string, iconsNamed: (id: string) => string[]): Set<string> {
  const into = new Set<string>();
  const visit = (id: string) => {
    if (into.has(id)) return;
    into.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (next === door) iconsNamed(id).forEach(visit);
      else visit(next);
    }
  };
  for (const root of roots) visit(root);
  return into;
}

/** Rolldown's `output.codeSplitting` for the portal (or for `layout`, a fixture's). */
export function firstScreenChunks(layout: ChunkLayout = PORTAL_LAYOUT) {
  const at = (file: string) => join(layout.root, file);
  const door = at(layout.iconDoor);
  let groups: Map<string, string> | null = null;
  const groupOf = (id: string, graph: Graph): string | null => {
    if (!groups) {
      const iconsNamed = iconReader(door);
      const roots = layout.signedOut.map(at).concat(layout.signedOutFolders.flatMap((folder) => filesUnder(at(folder))));
      const signedOut = reach(roots, graph, door, iconsNamed);
      const area = reach([at(layout.area)], graph, door, iconsNamed);
      const page = reach([at(layout.page)], graph, door, iconsNamed);
      groups = new Map();
      for (const module of page) if (!signedOut.has(module) && !area.has(module)) groups.set(module, 'home-page');
      for (const module of area) if (!signedOut.has(module)) groups.set(module, 'home-area');
    }
    return groups.get(id) ?? null;
  };
  return {
    groups: [
      // Higher priority: a module the entry imports statically stays with the entry, whoever else imports it.
      { name: 'index', tags: ['$initial' as const], priority: 2 },
      // Only the modules groupOf names: by default a group takes every dependency of what it captures too, the
      // helpers the auth screens share among them. No cycle between chunks comes of it: what the signed-out screens
      // reach is closed under import, so none of it imports home's groups, and home's area never imports its screen.
      { name: groupOf, debugName: 'home', priority: 1, includeDependenciesRecursively: false },
    ],
  };
}
