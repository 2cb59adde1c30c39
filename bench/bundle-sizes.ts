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
  lazy: NamedSize[];
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
  const critical = [html, ...criticalFiles(manifest)];
  const assets = readdirSync(join(dist, 'assets')).map((file) => `assets/${file}`);
  const criticalSized = named(sizeFiles(dist, critical));
  return {
    critical: { files: criticalSized, gzipBytes: totalBytes(criticalSized) },
    lazy: named(sizeFiles(dist, lazyFiles(assets, critical))),
  };
}
