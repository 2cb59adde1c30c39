// What every browser test may assert beyond its own flow: no axe violations, and a screenshot to look at.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Fade-ins jump to their end, what a person sees once the screen settles (as a screenshot's `animations:
 * 'disabled'` does). axe judged an alert's contrast half-way through its fade-in on a loaded machine and failed
 * CI; the same alert slowed to an 8 s fade failed every run, and passes with this. Endless animations (a
 * spinner, a skeleton's pulse) keep running. A frame that is gone or refuses (a hostile test page) is skipped.
 */
async function settleAnimations(page: Page): Promise<void> {
  await Promise.all(
    page.frames().map((frame) =>
      frame
        .evaluate(() => {
          for (const animation of document.getAnimations()) {
            if (animation.effect?.getTiming().iterations !== Infinity) animation.finish();
          }
        })
        .catch(() => undefined),
    ),
  );
}

/**
 * Every WCAG 2.2 AA rule of axe on the page and its frames. A page without frames (most checks) takes about half
 * the time of the default: axe runs in the page itself (legacy mode), where the default opens a blank page in the
 * context on every check to merge the frames' results, and it details the violations only (passing nodes are not
 * serialised back). A page with frames keeps the default, the mode that reaches cross-origin frames (the portal
 * inside the demo host).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settleAnimations(page);
  const single = page.frames().length === 1;
  // axe-core is 580 KB of script that every check evaluates again; a document that already holds it from an
  // earlier check (a screen changed without a page load) skips that parse, a browser test's costliest step after
  // page loads on two shared cores.
  const loaded = single && (await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'));
  const axe = new AxeBuilder(loaded ? { page, axeSource: ';' } : { page });
  // resultTypes stays out of the frames' mode: with it, a violation inside a cross-origin frame went unreported
  // (a nameless button planted in the portal's frame passed); in a single frame it is caught.
  if (single) axe.options({ resultTypes: ['violations'] }).setLegacyMode(true);
  axe.withTags(WCAG);
  const { violations } = await axe.analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

export async function saveScreenshot(page: Page, name: string): Promise<void> {
  // Finished fade-ins, so the picture shows what a user sees once the screen settles.
  await page.screenshot({ path: `tests/artifacts/${name}.png`, fullPage: false, animations: 'disabled' });
}
