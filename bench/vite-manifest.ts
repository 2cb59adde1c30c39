// Reads Vite's build manifest (`build.manifest: true`) to split the output into what the first paint needs
// (the entry and its static imports, with their CSS) and what loads later (everything else).

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The key of the HTML entry: `index.html` when present, else the only entry chunk. */
export function entryKey(manifest: Manifest): string {
  if (manifest['index.html']?.isEntry) return 'index.html';
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1) {
    throw new Error(`Expected one entry in the Vite manifest, found ${entries.length}: ${entries.join(', ')}`);
  }
  return entries[0]!;
}

/** Files (relative to the build folder) of the entry chunk, every chunk its static imports reach, and their CSS. */
export function criticalFiles(manifest: Manifest, from = entryKey(manifest)): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest imports "${key}" but has no entry for it`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(from);
  return [...files];
}

/** A readable name for each emitted file: the source of the chunk that emits it (or the chunk's name for shared chunks). */
export function fileNames(manifest: Manifest): Map<string, string> {
  const names = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const source = chunk.src ?? chunk.name ?? key;
    const name = chunk.isEntry ? `${source} entry chunk` : source;
    if (!names.has(chunk.file)) names.set(chunk.file, name);
    for (const css of chunk.css ?? []) if (!names.has(css)) names.set(css, `${name} (css)`);
  }
  return names;
}

export const isScriptOrStyle = (file: string): boolean => /\.(m?js|css)$/.test(file);

/** JS and CSS files of the build that are not in the critical set: they load after the first paint. */
export function lazyFiles(assetFiles: string[], critical: string[]): string[] {
  const needed = new Set(critical);
  return assetFiles.filter((file) => isScriptOrStyle(file) && !needed.has(file)).sort();
}
