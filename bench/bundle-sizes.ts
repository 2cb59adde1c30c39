// Sizes of one portal build: the critical set of /auth/login and every lazy chunk, gzip -9.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sizeFiles, totalBytes, type SizedFile } from './gzip-size.ts';
import { criticalFiles, fileNames, lazyFiles, type Manifest } from './vite-manifest.ts';

const LOGIN_PAGE = 'auth/login/index.html';

export interface NamedSize extends SizedFile {
  /** The manifest source the file was built from. */
  name: string;
}

export interface BundleSizes {
  critical: { files: NamedSize[]; gzipBytes: number };
  /** The entry's graph when the page imports it only after its first paint (the prerendered login). */
  afterPaint: { files: NamedSize[]; gzipBytes: number };
  lazy: NamedSize[];
}

/**
 * Files the browser fetches while it parses the page: `<script src>` and `<link href>` of stylesheets and
 * module preloads. A script the page imports from an inline loader after its first paint is not among them.
 */
export function parsedReferences(html: string): string[] {
  const refs: string[] = [];
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) refs.push(src!);
  for (const [tag, href] of html.matchAll(/<link\b[^>]*\bhref="([^"]+)"[^>]*>/g)) {
    if (/rel="(stylesheet|modulepreload)"/.test(tag)) refs.push(href!);
  }
  return refs.map((ref) => ref.replace(/^\//, ''));
}

export function readManifest(dist: string): Manifest {
  const path = join(dist, '.vite/manifest.json');
  if (!existsSync(path)) throw new Error(`No Vite manifest at ${path}: the build must run with build.manifest: true.`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

export function bundleSizes(dist: string): BundleSizes {
  const manifest = readManifest(dist);
  const names = fileNames(manifest);
  // The login screen is served from its prerendered page (HTML with the critical CSS inlined) when the build
  // wrote one; the plain index.html serves every other deep link.
  const html = existsSync(join(dist, LOGIN_PAGE)) ? LOGIN_PAGE : 'index.html';
  const named = (files: SizedFile[]): NamedSize[] =>
    files.map((f) => ({ ...f, name: f.file === html ? 'HTML document' : (names.get(f.file) ?? f.file) }));
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const parsed = parsedReferences(readFileSync(join(dist, html), 'utf8'));
  const critical = [html, ...parsed.flatMap((file) => (keyOf.has(file) ? criticalFiles(manifest, keyOf.get(file)) : [file]))];
  const bootGraph = criticalFiles(manifest).filter((file) => !critical.includes(file));
  const assets = readdirSync(join(dist, 'assets')).map((file) => `assets/${file}`);
  const criticalSized = named(sizeFiles(dist, [...new Set(critical)]));
  const afterPaintSized = named(sizeFiles(dist, bootGraph));
  return {
    critical: { files: criticalSized, gzipBytes: totalBytes(criticalSized) },
    afterPaint: { files: afterPaintSized, gzipBytes: totalBytes(afterPaintSized) },
    lazy: named(sizeFiles(dist, lazyFiles(assets, [...critical, ...bootGraph]))),
  };
}
