// [3/9] The layout modes of docs/specification.md, sections 1 and 9 (phone frame on wide screens, full bleed on phones,
// no frame inside a narrow iframe, the rotate overlay in landscape on touch screens), and where focus goes.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { at } from './support/sandbox.ts';
import { expectNoAxeViolations } from './support/checks.ts';
import { loginAs } from './support/login.ts';
import { openSideMenu, pathname, sideMenu } from './support/shell.ts';

const browser = browserPerFile();

const layout = (page: Page) => page.locator('[data-layout]');

/**
 * The box the portal draws in, whatever the markup: the outermost ancestor of the content that is narrower
 * than the window (the phone frame), or the window itself.
 */
function appBox(page: Page): Promise<[x: number, y: number, width: number, height: number]> {
  return page.evaluate(() => {
    let box: [number, number, number, number] = [0, 0, window.innerWidth, window.innerHeight];
    for (let node = document.getElementById('main-content'); node && node !== document.body; node = node.parentElement) {
      const r = node.getBoundingClientRect();
      if (r.width < window.innerWidth) box = [r.x, r.y, r.width, r.height];
    }
    return box;
  });
}
const overlay = (page: Page) => page.locator('[data-testid="rotate-overlay"]');

/** The login screen, once its script has taken the prerendered page over (data-layout is the script's). */
async function openLogin(page: Page): Promise<void> {
  await page.goto(`${at.portal}/auth/login`);
  await expect.poll(() => page.locator('main h1').textContent()).toBe('Iniciar sesión');
  await page.waitForFunction(() => (window as { __portalReady?: boolean }).__portalReady === true);
}

describe('layout modes', () => {
  it('draws a centred 375-wide phone frame, at most 812 high, on a 1280x800 desktop', async () => {
    const { page } = await browser.open(VIEWPORTS.desktop);
    await openLogin(page);
    expect(await layout(page).getAttribute('data-layout')).toBe('frame');
    const [x, , width, height] = await appBox(page);
    expect(width).toBe(375);
    expect(height).toBeLessThanOrEqual(800);
    expect(Math.abs(x + width / 2 - 640)).toBeLessThanOrEqual(1);
    expect(await overlay(page).count()).toBe(0);
  });

  it('keeps what is fixed inside the phone on a desktop: the open side menu lies within the frame', async () => {
    // The phone's paint containment (app/frame/app-frame.tsx) is the containing block of `position:fixed`: without
    // it the drawer would hang from the desktop window's left edge, outside the phone.
    const { page } = await browser.open(VIEWPORTS.desktop);
    await loginAs(page, 'titular@demo.es');
    await openSideMenu(page);
    const [x, y, width, height] = await appBox(page);
    const menu = (await sideMenu(page).boundingBox())!;
    expect(menu.x).toBeGreaterThanOrEqual(x);
    expect(menu.x + menu.width).toBeLessThanOrEqual(x + width);
    expect(menu.y).toBeGreaterThanOrEqual(y);
    expect(menu.y + menu.height).toBeLessThanOrEqual(y + height + 20);
  });

  it('keeps the frame on a tablet, 812 high where there is room', async () => {
    const { page } = await browser.open({ viewport: { width: 820, height: 1180 } });
    await openLogin(page);
    expect(await layout(page).getAttribute('data-layout')).toBe('frame');
    const [, , width, height] = await appBox(page);
    expect([width, height]).toEqual([375, 812]);
  });

  it('fills a 390x844 phone edge to edge, without the rotate overlay in portrait', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await openLogin(page);
    expect(await layout(page).getAttribute('data-layout')).toBe('bleed');
    expect(await appBox(page)).toEqual([0, 0, 390, 844]);
    // The overlay is a lazy part of the frame (app-frame.tsx): it arrives after the login is ready, with its icon's
    // chunk since icons load with the screens that draw them.
    await expect.poll(() => overlay(page).count()).toBe(1);
    expect(await overlay(page).isVisible()).toBe(false);
    await expectNoAxeViolations(page);
  });

  it('asks to rotate the phone in landscape on a touch screen', async () => {
    const { page } = await browser.open(VIEWPORTS.landscapePhone);
    await openLogin(page);
    await expect.poll(() => overlay(page).isVisible()).toBe(true);
    expect(await overlay(page).getByRole('heading').textContent()).toBe('Gira tu teléfono');
    // The whole screen, not just the phone frame an 844-wide window gets.
    const box = (await overlay(page).boundingBox())!;
    expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, 844, 390]);
  });

  it('drops the frame inside an iframe of at most 420 px, and bleeds in a wider one', async () => {
    const { page } = await browser.open(VIEWPORTS.desktop);
    // From a blank document of the demo host's origin, which may frame the portal: the portal's own pages may
    // not (its CSP has frame-src 'none', and Trusted Types refuse the document.write of setContent).
    await page.goto(`${at.host}/__frames.txt`);
    await page.setContent(
      `<iframe title="narrow" src="${at.portal}/auth/login" width="400" height="800"></iframe>` +
        `<iframe title="wide" src="${at.portal}/auth/login" width="600" height="800"></iframe>`,
    );
    const inside = (title: string) => page.frameLocator(`iframe[title="${title}"]`).locator('[data-layout]');
    await expect.poll(() => inside('narrow').getAttribute('data-layout')).toBe('embedded');
    await expect.poll(() => inside('wide').getAttribute('data-layout')).toBe('bleed');
  });
});

describe('focus', () => {
  it('makes the open side menu modal: the page behind it is out of reach, Escape closes it', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await loginAs(page, 'titular@demo.es');
    await openSideMenu(page);
    // The shortcut behind the drawer is inert: it cannot take focus (nor be clicked or read) while the menu is open.
    const shortcut = page.locator('main a[href="/home/carne"]');
    const focusable = () => shortcut.evaluate((link: HTMLElement) => (link.focus(), document.activeElement === link));
    expect(await focusable()).toBe(false);
    expect(await sideMenu(page).getByRole('link', { name: 'Carné de afiliación' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => sideMenu(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Abrir el menú');
    expect(await focusable()).toBe(true);
  });

  it('moves focus to the new screen heading after in-app navigation and names the tab', async () => {
    const { page } = await browser.open(VIEWPORTS.desktop);
    await loginAs(page, 'titular@demo.es');
    await openSideMenu(page);
    // Opening the menu puts focus on its first entry; Escape gives it back to the toggle.
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Citas médicas');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('side-menu');

    await openSideMenu(page);
    await sideMenu(page).getByRole('link', { name: 'Carné de afiliación' }).click();
    await expect.poll(() => pathname(page)).toBe('/home/carne');
    await expect
      .poll(() => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`))
      .toBe('H1 Carné de afiliación');
    expect(await page.title()).toBe('Carné de afiliación · Portal de afiliados');
    expect(await sideMenu(page).isVisible()).toBe(false);
  });

  it('offers a skip link to the content as the first stop of the keyboard', async () => {
    const { page } = await browser.open(VIEWPORTS.desktop);
    await loginAs(page, 'titular@demo.es');
    await page.reload();
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Inicio');
    await page.keyboard.press('Tab');
    const focused = () => page.evaluate(() => [document.activeElement?.textContent, document.activeElement?.getAttribute('href')]);
    expect(await focused()).toEqual(['Saltar al contenido', '#main-content']);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  });
});
