// How every tool of the project starts Debian's Chromium (tests, bench, icon rendering): the binary, and the
// flags that keep it quiet on a machine whose network reaches nothing but the package registries.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
