// [3/9] One check per demo account of docs/sandbox.md, for what needs a browser: axe on home at 1280x800 and 390x844
// and with the side menu open, a screenshot of home at both sizes (for a person: each account's home as its member
// meets it, which no assertion judges), and Escape closing the menu. What the shell shows each account (the home
// alerts, the toolbar's name and link, the menu's modules and buttons) is tests/unit/app/shell-accounts.test.tsx;
// here the alerts and the menu's links are awaited as the sign that the screen has settled before axe and the picture.
// Two accounts sign in through the login form (one person, and one with several, through /auth/switch): the wiring
// of the real form and switch; the other ten start from the cookies that sign-in leaves (support/login.ts). The
// accounts are split over two files (shell-accounts-*.e2e.ts), so the two browser workers share them.
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './browser.ts';
import { at } from './sandbox.ts';
import { expectNoAxeViolations, saveScreenshot } from './checks.ts';
import { loginAs, loginThroughForm } from './login.ts';
import type { AccountExpectation } from './account-expectations.ts';
import { menuLinks, openSideMenu, readAlerts, sideMenu } from './shell.ts';
import { tours } from './axe-tour.ts';

const THROUGH_THE_FORM = new Set(['titular@demo.es', 'familia@demo.es']);
/** Accounts whose /home the axe tour already checks at both sizes (its first stop): their home needs no second pass. */
const HOME_IN_THE_TOUR = new Set(
  Object.values(tours)
    .filter((tour) => 'account' in tour && tour.stops[0] === '/home')
    .map((tour) => (tour as { account: string }).account),
);

export function describeShellAccounts(accounts: readonly AccountExpectation[]): void {
  const browser = browserPerFile();
  describe('shell per demo account', () => {
    for (const account of accounts) {
      const name = account.email.split('@')[0]!;
      const homeAxe = !HOME_IN_THE_TOUR.has(account.email) || account.as !== undefined;

      it(`${account.email}: home and the open menu at both sizes, axe-clean${homeAxe ? '' : ' (home: the tour)'}`, async () => {
        const { context, page } = await browser.open(VIEWPORTS.desktop);
        const login = THROUGH_THE_FORM.has(account.email) ? loginThroughForm : loginAs;
        await login(page, account.email, { as: account.as });

        await expect.poll(() => readAlerts(page)).toEqual(account.alerts);
        if (homeAxe) await expectNoAxeViolations(page);
        await saveScreenshot(page, `home-${name}-1280x800`);

        await openSideMenu(page);
        await expect.poll(() => menuLinks(page)).toEqual(account.menu);
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await expect.poll(() => sideMenu(page).isVisible()).toBe(false);

        // The same session on a phone: one login per account.
        const phone = await browser.open({ ...VIEWPORTS.phone, storageState: await context.storageState() });
        await phone.page.goto(`${at.portal}/home`);
        await expect.poll(() => phone.page.locator('main h1').textContent()).toBe('Inicio');
        await expect.poll(() => readAlerts(phone.page)).toEqual(account.alerts);
        await saveScreenshot(phone.page, `home-${name}-390x844`);
        if (homeAxe) await expectNoAxeViolations(phone.page);
      });
    }
  });
}
