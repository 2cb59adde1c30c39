// Debian's Chromium through playwright-core, one fresh profile per launch so every load is cold
// (no HTTP cache, no service worker, no stored session).
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium-launch.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** Runs `task` in a browser on a new profile under `profilesDir`; closes it and deletes the profile afterwards. */
export async function withFreshProfile<T>(profilesDir: string, task: (context: BrowserContext) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(profilesDir, 'profile-'));
  try {
    const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
    try {
      return await task(context);
    } finally {
      await context.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
