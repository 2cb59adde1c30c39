// [3/9] One check per demo account of docs/sandbox.md: the side menu's entries, the home alerts (type, text,
// button target), the toolbar's name and link, a screenshot of home at 1280x800 and 390x844 (for a person: each
// account's home as its member meets it, which no assertion judges), and axe.
// Two accounts sign in through the login form (one person, and one with several, through /auth/switch); the other
// ten start from the cookies that sign-in leaves (support/login.ts): the form is the login screen's test, and
// typing it twelve times cost about 30 s of npm test on two busy cores. The accounts are split over two files
// (shell-accounts-*.e2e.ts), so the two browser workers share the longest file of the suite.
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './browser.ts';
import { at } from './sandbox.ts';
import { expectNoAxeViolations, saveScreenshot } from './checks.ts';
import { loginAs, loginThroughForm } from './login.ts';
import type { AccountExpectation } from './account-expectations.ts';
import { menuLinks, openSideMenu, readAlerts, sideMenu } from './shell.ts';

const THROUGH_THE_FORM = new Set(['titular@demo.es', 'familia@demo.es']);

export function describeShellAccounts(accounts: readonly AccountExpectation[]): void {
  const browser = browserPerFile();
  describe('shell per demo account', () => {
    for (const account of accounts) {
      const name = account.email.split('@')[0]!;

      it(`${account.email}: menu, home alerts, toolbar`, async () => {
        const { context, page } = await browser.open(VIEWPORTS.desktop);
        const login = THROUGH_THE_FORM.has(account.email) ? loginThroughForm : loginAs;
        await login(page, account.email, { as: account.as });

        await expect.poll(() => readAlerts(page)).toEqual(account.alerts);

        const user = page.locator('[data-testid="toolbar-user"]');
        expect(await user.locator('.name').textContent()).toBe(account.toolbarName);
        expect(await user.evaluate((node) => node.tagName)).toBe(account.toolbarLink ? 'A' : 'P');
        if (account.toolbarLink) expect(await user.getAttribute('href')).toBe('/home/pacientes');

        await expectNoAxeViolations(page);
        await saveScreenshot(page, `home-${name}-1280x800`);

        await openSideMenu(page);
        await expect.poll(() => menuLinks(page)).toEqual(account.menu);
        for (const [title] of account.menu) {
          expect(await sideMenu(page).getByRole('link', { name: title, exact: true }).count()).toBe(1);
        }
        // Reading comfort for everyone; the browser does not offer installation here; a login with several persons
        // can change person; and sign out.
        const buttons = ['Tamaño del texto y contraste', ...(account.as ? ['Cambiar de perfil'] : []), 'Cerrar sesión'];
        expect(await sideMenu(page).getByRole('button').allTextContents()).toEqual(buttons);
        if (account.menu.length === 0) {
          expect(await sideMenu(page).textContent()).toContain('Tu cuenta todavía no tiene servicios disponibles.');
        }
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await expect.poll(() => sideMenu(page).isVisible()).toBe(false);

        // The same session on a phone: one login per account.
        const phone = await browser.open({ ...VIEWPORTS.phone, storageState: await context.storageState() });
        await phone.page.goto(`${at.portal}/home`);
        await expect.poll(() => phone.page.locator('main h1').textContent()).toBe('Inicio');
        await expect.poll(() => readAlerts(phone.page)).toEqual(account.alerts);
        await saveScreenshot(phone.page, `home-${name}-390x844`);
        await expectNoAxeViolations(phone.page);

        // Checked again long after every call of home has answered: no alert arrived late on the first page.
        expect(await readAlerts(page)).toEqual(account.alerts);
      });
    }
  });
}
