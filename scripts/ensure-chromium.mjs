// Browser tests drive Debian's chromium (never a browser download) with a known set of fonts: text metrics
// decide line heights, wrapping and so where things sit, and a machine whose fonts differ from the one the
// tests were written on must not see other screens. Install what is missing when we may (root: apt-get).
import { execFileSync, spawnSync } from 'node:child_process';
import { aptInstall } from './apt-install.mjs';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The fonts the browser tests run with, as Debian packages and the family fontconfig must then know.
 * DejaVu Sans is what `system-ui` and `sans-serif` resolve to on Debian (and the widest common fallback, which
 * the wide-font test forces on every element); Liberation Sans has Arial's metrics, the stack's last named font.
 */
export const FONT_PACKAGES = [
  { pkg: 'fonts-dejavu-core', family: 'DejaVu Sans' },
  { pkg: 'fonts-liberation', family: 'Liberation Sans' },
];

function installedFamilies() {
  const run = spawnSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  return run.status === 0 ? run.stdout : '';
}

const missingChromium = !existsSync(CHROMIUM);
const families = installedFamilies();
const missingFonts = FONT_PACKAGES.filter(({ family }) => !families.split('\n').some((line) => line.split(',').includes(family)));
const packages = [...(missingChromium ? ['chromium'] : []), ...missingFonts.map(({ pkg }) => pkg)];

if (packages.length > 0) {
  const what = [
    missingChromium && `Chromium (${CHROMIUM})`,
    missingFonts.length > 0 && `fonts ${missingFonts.map((f) => f.family).join(', ')}`,
  ]
    .filter(Boolean)
    .join(' and ');
  aptInstall(what, packages, { orElse: missingChromium ? 'point CHROMIUM_PATH at a Chromium binary' : '' });
  if (missingChromium) console.log(execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim());
}
