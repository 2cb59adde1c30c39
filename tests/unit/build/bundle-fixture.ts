// A small source tree written to .tmp/ (inside the repository, so preact and the other packages resolve from it) and
// bundled by Vite in memory: the build plugins' tests run the real bundler on a graph shaped like the portal's.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build, type BuildEnvironmentOptions, type Plugin, type Rolldown } from 'vite';

/** The chunks of `files` bundled from src/main.ts with `plugins` and any further build options (or a function of
 * the fixture's folder that returns them). */
export async function bundleFixture(
  name: string,
  files: Record<string, string>,
  plugins: Plugin[],
  options: BuildEnvironmentOptions | ((root: string) => BuildEnvironmentOptions) = {},
): Promise<Rolldown.OutputChunk[]> {
  mkdirSync(join(process.cwd(), '.tmp'), { recursive: true });
  const root = mkdtempSync(join(process.cwd(), '.tmp', `${name}-`));
  for (const [path, code] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), code);
  }
  const { rolldownOptions, ...rest } = typeof options === 'function' ? options(root) : options;
  const result = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { write: false, minify: false, ...rest, rolldownOptions: { ...rolldownOptions, input: join(root, 'src/main.ts') } },
  })) as Rolldown.RolldownOutput;
  return result.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
}
