// @vitest-environment node
// The bundler, on a graph shaped like the portal's: an entry with a static import, home's area and screen loaded
// lazily, a signed-out lazy part (the login's form error) that shares a helper and an icon with the area, and
// another lazy screen that shares everything, so that automatic chunking would give each helper a chunk of its own.
// With firstScreenChunks, the entry holds its static import, the area and the screen hold what only they reach
// (the icons they name through the icon door included), and the signed-out part never imports home's chunks.
import { describe, expect, it } from 'vitest';
import { firstScreenChunks } from '../../../scripts/first-screen-chunks.ts';
import { bundleFixture } from './bundle-fixture.ts';

const FILES = {
  'src/main.ts':
    "import { boot } from './boot.ts';\nconsole.log(boot());\n" +
    "void import('./area.ts');\nvoid import('./page.ts');\nvoid import('./auth/form-error.ts');\nvoid import('./other.ts');\n",
  'src/boot.ts': "export const boot = () => 'BOOT';\n",
  'src/shared.ts': "export const shared = () => 'SHARED';\n",
  'src/area-only.ts': "export const areaOnly = () => 'AREA_ONLY';\n",
  'src/page-only.ts': "export const pageOnly = () => 'PAGE_ONLY';\n",
  'src/ui/icons.ts': "export { default as House } from './icons/house.ts';\nexport { default as X } from './icons/x.ts';\n",
  'src/ui/icons/house.ts': "export default () => 'ICON_HOUSE';\n",
  'src/ui/icons/x.ts': "export default () => 'ICON_X';\n",
  'src/area.ts':
    "import { shared } from './shared.ts';\nimport { areaOnly } from './area-only.ts';\n" +
    "import { House, X } from './ui/icons.ts';\nconsole.log(shared(), areaOnly(), House(), X());\n",
  'src/page.ts':
    "import { areaOnly } from './area-only.ts';\nimport { pageOnly } from './page-only.ts';\nconsole.log(areaOnly(), pageOnly());\n",
  'src/auth/form-error.ts':
    "import { shared } from '../shared.ts';\nimport { X } from '../ui/icons.ts';\nconsole.log('form error', shared(), X());\n",
  'src/other.ts':
    "import { shared } from './shared.ts';\nimport { areaOnly } from './area-only.ts';\nimport { pageOnly } from './page-only.ts';\n" +
    "import { House, X } from './ui/icons.ts';\nconsole.log('other', shared(), areaOnly(), pageOnly(), House(), X());\n",
};

async function chunks() {
  return bundleFixture('first-screen-chunks', FILES, [], (root) => ({
    rolldownOptions: {
      output: {
        codeSplitting: firstScreenChunks({
          root,
          signedOut: [],
          signedOutFolders: ['src/auth'],
          area: 'src/area.ts',
          page: 'src/page.ts',
          iconDoor: 'src/ui/icons.ts',
        }),
      },
    },
  }));
}

describe('the first screen in few chunks', () => {
  it('the entry holds its static imports; home area and screen hold what only they reach, icons included', async () => {
    const all = await chunks();
    const holding = (text: string) => all.filter((chunk) => chunk.code.includes(text)).map((chunk) => chunk.name);
    expect(holding('BOOT')).toEqual([all.find((chunk) => chunk.isEntry)!.name]);
    expect(holding('AREA_ONLY')).toEqual(['home-area']);
    expect(holding('ICON_HOUSE')).toEqual(['home-area']);
    expect(holding('PAGE_ONLY')).toEqual(['home-page']);
  });

  it('what the signed-out part shares stays out of home, so it never loads home', async () => {
    const all = await chunks();
    const area = all.find((chunk) => chunk.name === 'home-area')!;
    const page = all.find((chunk) => chunk.name === 'home-page')!;
    const formError = all.find((chunk) => chunk.facadeModuleId?.endsWith('form-error.ts'))!;
    expect(area.code).not.toContain("'SHARED'");
    expect(area.code).not.toContain("'ICON_X'");
    expect(formError.imports).not.toContain(area.fileName);
    expect(formError.imports).not.toContain(page.fileName);
  });
});
