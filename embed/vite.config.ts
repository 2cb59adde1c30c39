// The embed build (library mode): dist/embed/embed.js, the IIFE of the snippet; dist/embed/embed.mjs with
// embed.d.mts, the typed ESM API; dist/embed/react.mjs with react.d.mts, <PortalEmbed /> (React left to the
// host); embed.<hash>.js, a copy under a name that never changes content, and embed-manifest.json with every
// file's SRI integrity; and copies of embed.js, its hashed twin and the manifest in the portal's build, so
// hosts load the script from the portal's own origin. es2022 keeps class fields and optional chaining native.
import { build, defineConfig, type Plugin } from 'vite';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { minify } from 'terser';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const dist = process.env.DIST_DIR ?? 'dist';
const outDir = here(`../${dist}/embed`);
const portalDir = here(`../${dist}/portal`);

function declarations(): string {
  const { outputText } = ts.transpileDeclaration(readFileSync(here('./types.ts'), 'utf8'), { fileName: 'types.ts' });
  return `${outputText}export declare const mount: Mount;\n`;
}

const reactDeclarations = `import type { EmbedEventName, EmbedEvents, EmbedOptions } from './embed.mjs';
export interface PortalEmbedProps extends Omit<EmbedOptions, 'openTopLevel'> {
  onEvent?: <K extends EmbedEventName>(name: K, detail: EmbedEvents[K]) => void;
  className?: string;
}
export declare function PortalEmbed(props: PortalEmbedProps): unknown;
`;

/**
 * A second pass with terser (build time only) over the default minifier's output: about 100 bytes gzip off the
 * embed, the room the theme option needed under the 7 KB budget (terser alone, from the source, does worse).
 */
async function squeeze(file: string): Promise<void> {
  const { code } = await minify(readFileSync(file, 'utf8'), {
    ecma: 2020,
    module: file.endsWith('.mjs'),
    compress: { passes: 3 },
    format: { comments: false },
  });
  writeFileSync(file, code!);
}

const library = (entry: string, fileName: string, external: string[] = []) =>
  build({
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    build: {
      lib: { entry: here(entry), formats: ['es'], fileName: () => fileName },
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      reportCompressedSize: false,
      rolldownOptions: { external },
    },
  });

/** `sha384-…`, the form of a `<script integrity>` (Subresource Integrity). */
export const integrity = (content: Buffer): string => `sha384-${createHash('sha384').update(content).digest('base64')}`;

/** embed.<hash>.js beside embed.js, and the manifest of every file the embed ships with its integrity. */
function versioned(): string[] {
  const script = readFileSync(`${outDir}/embed.js`);
  const hashed = `embed.${createHash('sha256').update(script).digest('hex').slice(0, 10)}.js`;
  writeFileSync(`${outDir}/${hashed}`, script);
  const files = ['embed.js', hashed, 'embed.mjs', 'react.mjs'];
  const manifest = {
    'embed.js': hashed,
    files: Object.fromEntries(files.map((file) => [file, { integrity: integrity(readFileSync(`${outDir}/${file}`)) }])),
  };
  writeFileSync(`${outDir}/embed-manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
  return ['embed.js', hashed, 'embed-manifest.json'];
}

function esmAndCopies(): Plugin {
  return {
    name: 'portal-embed-esm-and-copies',
    apply: 'build',
    async closeBundle() {
      await library('./index.ts', 'embed.mjs');
      await library('./react.tsx', 'react.mjs', ['react', 'react/jsx-runtime']);
      for (const file of ['embed.js', 'embed.mjs', 'react.mjs']) await squeeze(`${outDir}/${file}`);
      writeFileSync(`${outDir}/embed.d.mts`, declarations());
      writeFileSync(`${outDir}/react.d.mts`, reactDeclarations);
      const served = versioned();
      if (existsSync(portalDir)) for (const file of served) copyFileSync(`${outDir}/${file}`, `${portalDir}/${file}`);
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
