// goober must find its CSSOM stand-in (src/ui/cssom-sheet.ts) before the first css`` runs, and modules run theirs as
// they load, in whatever order the bundler's chunks load them. So goober's own module installs it first: whatever
// imports goober then gets it installed, however the chunks are cut.
import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';

const SHEET = fileURLToPath(new URL('../src/ui/cssom-sheet.ts', import.meta.url));

export function gooberCssom(): Plugin {
  return {
    name: 'goober-cssom',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]goober[\\/]dist[\\/]goober\.[a-z]+\.js$/.test(id)) return null;
      return {
        code: `import { installCssomGoober as __cssom } from ${JSON.stringify(SHEET)};\nif (typeof window === 'object') __cssom();\n${code}`,
        map: null,
      };
    },
  };
}
