// The embed build (library mode): dist/embed/embed.js, the IIFE of the snippet; dist/embed/embed.mjs with
// embed.d.mts, the typed ESM API; and a copy of embed.js in the portal's build, so hosts load the script
// from the portal's own origin. es2022 keeps class fields and optional chaining native (smaller output).
import { build, defineConfig, type Plugin } from 'vite';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const dist = process.env.DIST_DIR ?? 'dist';
const outDir = here(`../${dist}/embed`);
const portalDir = here(`../${dist}/portal`);

function declarations(): string {
  const { outputText } = ts.transpileDeclaration(readFileSync(here('./types.ts'), 'utf8'), { fileName: 'types.ts' });
  return `${outputText}export declare const mount: Mount;\n`;
}

function esmAndCopies(): Plugin {
  return {
    name: 'portal-embed-esm-and-copies',
    apply: 'build',
    async closeBundle() {
      await build({
        configFile: false,
        publicDir: false,
        logLevel: 'warn',
        build: {
          lib: { entry: here('./index.ts'), formats: ['es'], fileName: () => 'embed.mjs' },
          outDir,
          emptyOutDir: false,
          target: 'es2022',
          minify: true,
          reportCompressedSize: false,
        },
      });
      writeFileSync(`${outDir}/embed.d.mts`, declarations());
      if (existsSync(portalDir)) copyFileSync(`${outDir}/embed.js`, `${portalDir}/embed.js`);
    },
  };
}

export default defineConfig({
  publicDir: false,
  plugins: [esmAndCopies()],
  build: {
    lib: { entry: here('./auto.ts'), formats: ['iife'], name: 'portalEmbedScript', fileName: () => 'embed.js' },
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    reportCompressedSize: false,
  },
});
