// React source runs on preact/compat. The use-sync-external-store shim is a CommonJS file that wouter
// requires directly; left alone it bypasses the react alias, costs 2.8 KB gzip and breaks Vitest.
import { fileURLToPath } from 'node:url';

const compat = 'preact/compat';

export const preactAliases = [
  { find: /^react$/, replacement: compat },
  { find: /^react-dom$/, replacement: compat },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: compat },
];

/** When REACT_RUNTIME=react the same source is built on real react-dom (the bench compares both). */
export function runtimeAliases() {
  return process.env.REACT_RUNTIME === 'react' ? [] : preactAliases;
}

export const rootDir = fileURLToPath(new URL('.', import.meta.url));
