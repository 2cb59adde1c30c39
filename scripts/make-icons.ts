// Renders public/icons/icon.svg to the PNG sizes the web manifest and iOS want (run by hand when the icon changes:
// `npx tsx scripts/make-icons.ts`). Uses Debian's chromium, as the tests do.
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium-launch.ts';
import { readFileSync } from 'node:fs';

const svg = readFileSync('public/icons/icon.svg', 'utf8');
const sizes: [string, number, number][] = [
  ['icon-192.png', 192, 0],
  ['icon-512.png', 512, 0],
  ['icon-maskable-512.png', 512, 0.1],
  ['apple-touch-icon.png', 180, 0],
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
for (const [name, size, padding] of sizes) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const inset = Math.round(size * padding);
  // A maskable icon keeps its content inside the safe zone: full-bleed colour, the mark inset.
  const background = padding ? 'background:#0b6e6e;' : '';
  await page.setContent(
    `<body style="margin:0;${background}"><div style="padding:${inset}px;width:${size - 2 * inset}px;height:${size - 2 * inset}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body>`,
  );
  await page.screenshot({ path: `public/icons/${name}`, omitBackground: !padding });
  await page.close();
}
await browser.close();
