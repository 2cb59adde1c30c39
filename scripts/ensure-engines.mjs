// The engines suite (tests/engines) drives Debian's Firefox and WebKit beside Chromium (scripts/ensure-chromium.mjs):
// never a browser download. Installs what is missing when we may (root: apt-get), else says what to install.
// MiniBrowser comes with libwebkit2gtk-4.1-0, which webkit2gtk-driver depends on. No xauth: the suite starts its
// own Xvfb without authentication and without TCP (tests/engines/support/webkit.ts), not through xvfb-run.
import { aptInstall } from './apt-install.mjs';
import { existsSync } from 'node:fs';

export const ENGINE_PACKAGES = [
  { pkg: 'firefox-esr', path: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr' },
  { pkg: 'webkit2gtk-driver', path: process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver' },
  { pkg: 'webkit2gtk-driver', path: process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser' },
  { pkg: 'xvfb', path: '/usr/bin/Xvfb' },
];

const missing = ENGINE_PACKAGES.filter(({ path }) => !existsSync(path));
const packages = [...new Set(missing.map(({ pkg }) => pkg))];

if (packages.length > 0) {
  const what = missing.map(({ path }) => path).join(', ');
  aptInstall(what, packages, { duration: 'a minute or two' });
  const still = ENGINE_PACKAGES.filter(({ path }) => !existsSync(path));
  if (still.length > 0) {
    console.error(`Still missing after apt-get: ${still.map(({ path }) => path).join(', ')}.`);
    process.exit(1);
  }
}
