// [17/18] Reading comfort: "Tamaño del texto" and "Alto contraste" from the side menu and Mi Perfil, applied at
// once, remembered on the device and on the person's account (another device signing in gets it); every menu module at 150 % in high contrast on a 320 x 568 phone keeps its
// content on the screen (no horizontal scroll, WCAG 1.4.10) and has no axe violation.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { READING_COMFORT_STORAGE_KEY } from '../../src/core/constants.ts';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { at } from './support/sandbox.ts';
import { expectNoAxeViolations, saveScreenshot } from './support/checks.ts';
import { loginAs } from './support/login.ts';
import { menuLinks, openSideMenu, pathname, sideMenu } from './support/shell.ts';

const browser = browserPerFile();
const smallPhone = { viewport: { width: 320, height: 568 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

/**
 * Words of headings, labels, buttons, links and tabs that the layout cut across two lines although they would fit
 * the room their block gives them ("Próxi" / "mas" in a tab, "Fami" / "liar" beside an amount): a flex or grid item
 * squeezed by its neighbours. The room is the content width of the nearest ancestor that is not itself a flex or
 * grid item; a word longer than that (an e-mail address) has to break and is not counted.
 */
function brokenLabelWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const room = (from: Element) => {
      let block = from;
      while (block.parentElement && /flex|grid/.test(getComputedStyle(block.parentElement).display)) block = block.parentElement;
      const { paddingLeft, paddingRight } = getComputedStyle(block);
      return block.clientWidth - parseFloat(paddingLeft) - parseFloat(paddingRight);
    };
    const broken: string[] = [];
    for (const label of document.querySelectorAll('main :is(h1, h2, h3, button, label, legend, th, a, [role=tab])')) {
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const rects = [...range.getClientRects()];
          const width = rects.reduce((sum, r) => sum + r.width, 0);
          if (new Set(rects.map((r) => Math.round(r.top))).size > 1 && width <= room(node.parentElement!)) {
            broken.push(`"${word[0]}" in ${label.tagName.toLowerCase()} "${(label.textContent ?? '').trim().slice(0, 30)}"`);
          }
        }
      }
    }
    return broken;
  });
}

/**
 * Whatever does not fit the screen's width: the page scrolling sideways, an element scrolling or clipping its
 * content sideways (text fields excepted: their text scrolls by design), or an element reaching past the edge.
 * The innermost culprits are named, so a failure points at the element to fix.
 */
function overflowing(page: Page, width: number): Promise<string[]> {
  return page.evaluate((width) => {
    const root = document.documentElement;
    const found: string[] = root.scrollWidth > width + 1 ? [`page ${root.scrollWidth} > ${width}`] : [];
    const culprits: HTMLElement[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (el.closest('[hidden],[aria-hidden=true],.visually-hidden') || el.matches('input,textarea,select')) continue;
      const { overflowX } = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      const clips = overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1;
      if (clips || (r.width > 0 && (r.right > width + 1 || r.left < -1))) culprits.push(el);
    }
    const innermost = culprits.filter((el) => !culprits.some((other) => other !== el && el.contains(other)));
    const describe = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    for (const el of innermost.slice(0, 6)) {
      const r = el.getBoundingClientRect();
      // Inside a clipping box, the descendant that reaches furthest right is what to fix.
      const widest = [...el.querySelectorAll('*')].sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)[0];
      found.push(
        `${describe(el)} ${Math.round(r.left)}..${Math.round(r.right)} (scroll ${el.scrollWidth}/${el.clientWidth})${widest ? `, widest ${describe(widest)}` : ''}`,
      );
    }
    return found;
  }, width);
}

async function settle(page: Page): Promise<void> {
  await page.locator('main h1').waitFor();
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('main [aria-busy=true], main [data-skeleton]').count()).toBe(0);
}

describe('reading comfort', () => {
  it('is chosen in the side menu, applied at once, kept after a reload and shown in Mi Perfil', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await loginAs(page, 'titular@demo.es');
    expect(await rootFontSize(page)).toBe('16px');
    await openSideMenu(page);
    const entry = sideMenu(page).getByRole('button', { name: 'Tamaño del texto y contraste' });
    expect(await entry.getAttribute('aria-expanded')).toBe('false');
    await entry.click();
    expect(await entry.getAttribute('aria-expanded')).toBe('true');
    const sizes = sideMenu(page).getByRole('group', { name: 'Tamaño del texto' });
    await sizes.getByRole('button', { name: 'Muy grande' }).click();
    await sideMenu(page).getByLabel('Alto contraste').check();
    expect(await rootFontSize(page)).toBe('24px');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-contrast'))).toBe('alto');
    expect(await sizes.getByRole('button', { name: 'Muy grande' }).getAttribute('aria-pressed')).toBe('true');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'reading-comfort-menu-390x844');

    // Another device of the same person: signing in there brings the choice kept on the account.
    const other = await browser.open(VIEWPORTS.desktop);
    await loginAs(other.page, 'titular@demo.es');
    await expect.poll(() => rootFontSize(other.page)).toBe('24px');
    expect(await other.page.evaluate(() => document.documentElement.getAttribute('data-contrast'))).toBe('alto');

    await page.reload();
    await page.locator('main h1').waitFor();
    expect(await rootFontSize(page)).toBe('24px');
    await page.goto(`${at.portal}/home/pacientes`);
    await settle(page);
    const section = page.getByRole('region', { name: 'Lectura' });
    expect(await section.getByRole('button', { name: 'Muy grande' }).getAttribute('aria-pressed')).toBe('true');
    expect(await section.getByLabel('Alto contraste').isChecked()).toBe(true);
    await section.getByRole('button', { name: 'Normal' }).click();
    expect(await rootFontSize(page)).toBe('16px');
    await section.getByLabel('Alto contraste').uncheck();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-contrast'))).toBe(false);
  });

  for (const account of ['titular@demo.es', 'vendedor@demo.es', 'asesor@demo.es']) {
    it(`keeps every menu module of ${account} on a 320 x 568 screen at 150 % in high contrast, axe clean`, async () => {
      const { context, page } = await browser.open(smallPhone);
      await context.addInitScript(
        ([key]) => localStorage.setItem(key!, JSON.stringify({ textSize: 'muy-grande', highContrast: true })),
        [READING_COMFORT_STORAGE_KEY],
      );
      await loginAs(page, account);
      expect(await rootFontSize(page)).toBe('24px');
      await settle(page);
      expect(await overflowing(page, 320), '/home').toEqual([]);
      await expectNoAxeViolations(page);
      await openSideMenu(page);
      const links = await menuLinks(page);
      expect(links.length).toBeGreaterThan(0);
      for (const [title, href] of links) {
        // Through the menu, as a member goes from module to module: the tour loads the page once, so axe's 580 KB
        // are parsed once, not once per module (a page load per module made this the suite's second-longest file).
        if (!(await sideMenu(page).isVisible())) await openSideMenu(page);
        await sideMenu(page).getByRole('link', { name: title, exact: true }).click();
        await expect.poll(() => pathname(page)).toBe(href);
        await settle(page);
        expect(await overflowing(page, 320), `${title} (${href})`).toEqual([]);
        expect(await brokenLabelWords(page), `${title} (${href})`).toEqual([]);
        await expectNoAxeViolations(page);
        if (account === 'titular@demo.es') await saveScreenshot(page, `reading-comfort-${href.split('/').pop()}-320x568`);
      }
      // A holder has nine modules, each loaded, settled and checked by axe: more than one test's usual minute.
    }, 240_000);
  }
});
