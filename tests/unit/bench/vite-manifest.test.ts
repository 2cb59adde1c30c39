import { describe, expect, it } from 'vitest';
import { criticalFiles, entryKey, fileNames, lazyFiles, type Manifest } from '../../../bench/vite-manifest.ts';

// Shaped like Vite's manifest: an HTML entry with a shared static import, a lazy route with its own CSS
// that imports the same shared chunk, and an image asset.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor-b2.js'],
    dynamicImports: ['src/features/pagos/pagos-screen.tsx'],
    css: ['assets/index-c3.css'],
  },
  '_vendor-b2.js': { file: 'assets/vendor-b2.js', name: 'vendor', imports: ['_util-d4.js'] },
  '_util-d4.js': { file: 'assets/util-d4.js', name: 'util', imports: ['_vendor-b2.js'] },
  'src/features/pagos/pagos-screen.tsx': {
    file: 'assets/pagos-screen-e5.js',
    src: 'src/features/pagos/pagos-screen.tsx',
    isDynamicEntry: true,
    imports: ['_vendor-b2.js'],
    css: ['assets/pagos-screen-f6.css'],
  },
  'src/assets/logo.png': { file: 'assets/logo-g7.png', src: 'src/assets/logo.png' },
};

describe('vite manifest', () => {
  it('finds the HTML entry', () => {
    expect(entryKey(manifest)).toBe('index.html');
  });

  it('refuses a manifest with several entries and no index.html', () => {
    expect(() => entryKey({ a: { file: 'a.js', isEntry: true }, b: { file: 'b.js', isEntry: true } })).toThrow(/one entry/);
  });

  it('follows static imports recursively, cycles included, with their CSS, but not dynamic imports', () => {
    expect(criticalFiles(manifest).sort()).toEqual([
      'assets/index-a1.js',
      'assets/index-c3.css',
      'assets/util-d4.js',
      'assets/vendor-b2.js',
    ]);
  });

  it('fails loudly on an import the manifest does not describe', () => {
    expect(() => criticalFiles({ 'index.html': { file: 'i.js', isEntry: true, imports: ['_gone.js'] } })).toThrow(/_gone\.js/);
  });

  it('treats every other JS or CSS asset as lazy, and ignores images', () => {
    const assets = Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])]);
    expect(lazyFiles(assets, ['index.html', ...criticalFiles(manifest)])).toEqual([
      'assets/pagos-screen-e5.js',
      'assets/pagos-screen-f6.css',
    ]);
  });

  it('names files after their manifest source', () => {
    const names = fileNames(manifest);
    expect(names.get('assets/pagos-screen-e5.js')).toBe('src/features/pagos/pagos-screen.tsx');
    expect(names.get('assets/pagos-screen-f6.css')).toBe('src/features/pagos/pagos-screen.tsx (css)');
    expect(names.get('assets/vendor-b2.js')).toBe('vendor');
    expect(names.get('assets/index-a1.js')).toBe('index.html entry chunk');
    expect(names.get('assets/index-c3.css')).toBe('index.html entry chunk (css)');
  });
});
