// Chromium through playwright-core, as the Chromium suite drives it (scripts/chromium-launch.ts), one browser per
// case group. Third-party cookies refused: Chromium's own switch for the state it ships by default in the end
// (`--test-third-party-cookie-phaseout`), the same refusal a member who blocked them in the settings meets.
import { chromium, type Frame, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/chromium-launch.ts';
import { PROBLEM_HOOK, takeHookProblems, until, type Doc, type Launch } from './engine.ts';

function doc(frame: () => Frame): Doc {
  return {
    evaluate: (fn, ...args) => frame().evaluate(`(${fn.toString()})(...${JSON.stringify(args)})`),
    click: (selector) => frame().locator(selector).click(),
    async type(selector, text) {
      await frame().locator(selector).click();
      await frame().locator(selector).pressSequentially(text);
    },
  };
}

export const launchChromium: Launch = async ({ blockThirdPartyCookies = false } = {}) => {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, ...(blockThirdPartyCookies ? ['--test-third-party-cookie-phaseout'] : [])],
    headless: true,
  });
  const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 1280, height: 800 } });
  await context.addInitScript(PROBLEM_HOOK);
  const heard: string[] = [];
  // Every window of the context, the popups the portal opens included.
  context.on('page', (opened) => {
    opened.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        heard.push(`console ${message.type()}: ${message.text()} (${message.location().url})`);
    });
    opened.on('pageerror', (error) => heard.push(`uncaught: ${error.message}`));
  });
  const page: Page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const fromDocuments = async () => {
    for (const frame of page.frames()) heard.push(...(await frame.evaluate(takeHookProblems).catch(() => [] as string[])));
  };
  return {
    name: 'chromium',
    page: doc(() => page.mainFrame()),
    async goto(url) {
      await fromDocuments();
      await page.goto(url);
    },
    async reload() {
      await fromDocuments();
      await page.reload();
    },
    async frame(origin) {
      let found: Frame | undefined;
      await until(
        `a frame of ${origin}`,
        async () => (found = page.frames().find((f) => f.url().startsWith(`${origin}/`))) !== undefined,
        true,
      );
      const frame = found!;
      return doc(() => (frame.isDetached() ? page.frames().find((f) => f.url().startsWith(`${origin}/`))! : frame));
    },
    popup(origin) {
      return doc(() => {
        const found = context.pages().find((p) => p !== page && p.url().startsWith(`${origin}/`));
        if (!found) throw new Error(`no window of ${origin}`);
        return found.mainFrame();
      });
    },
    async problems() {
      await fromDocuments();
      return heard.splice(0);
    },
    close: () => browser.close(),
  };
};
