// Emits the service worker with the list of files to precache, known only once the bundle is written.
import { readdirSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

const SOURCE = new URL('../src/service-worker/sw.js', import.meta.url);
const PUBLIC = new URL('../public/', import.meta.url);

/** Files copied as they are from public/ (manifest, icons) are not in the bundle: list them from disk. */
function publicFiles(): string[] {
  return readdirSync(PUBLIC, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath.slice(PUBLIC.pathname.length)}/${entry.name}`.replace(/^\/+/, ''));
}

export function serviceWorker(): Plugin {
  return {
    name: 'portal-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle).filter(
        (f) => !f.startsWith('.vite/') && !f.endsWith('.map') && f !== 'index.html' && f !== '_headers',
      );
      const precache = ['/index.html', ...[...files, ...publicFiles()].map((f) => `/${f}`)];
      const buildId = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(SOURCE, 'utf8')
        .replace('__PRECACHE__', JSON.stringify(precache))
        .replace('__BUILD_ID__', JSON.stringify(buildId));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
