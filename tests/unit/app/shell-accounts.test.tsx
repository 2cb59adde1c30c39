// The shell of every demo account of docs/sandbox.md, as its member meets it on /home: the home alerts (role, title,
// message, button and its target, whether it closes), the toolbar's name and whether it links to the profile, the
// side menu's modules in order, its buttons, and the empty menu's sentence. The expectations are the browser file's
// (tests/e2e/support/account-expectations.ts, from the spec's menu table, alert rules and the seeded people); the
// browser keeps what needs one: axe and a person's look at each account's home at both sizes
// (tests/e2e/shell-accounts-*.e2e.ts).
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { sandboxPerTest, PASSWORD } from '../core/sandbox-harness.ts';
import { heading, renderApp } from './render-app.tsx';
import { login, selectProfile } from '../../../src/core/session/session.ts';
import { accountExpectations, type AccountExpectation, type ExpectedAlert } from '../../e2e/support/account-expectations.ts';

sandboxPerTest();

/** Signs in as the login screen leaves it: one person chosen at once, or `as` chosen among several (/auth/switch). */
async function signIn(account: AccountExpectation): Promise<void> {
  const profiles = await login(account.email, PASSWORD);
  if (profiles.length === 1) return;
  const person = profiles.find((profile) => profile.role === account.as);
  if (!person) throw new Error(`${account.email}: no person ${account.as ?? '(none given)'} among ${profiles.length}`);
  selectProfile(person);
}

/** The alerts of the home screen in order, read as the browser file's readAlerts reads them. */
function readAlerts(): ExpectedAlert[] {
  return [...screen.getByTestId('alerts').querySelectorAll(':scope > [role]')].map((node) => {
    const link = node.querySelector('a');
    const alert = {
      role: node.getAttribute('role') as ExpectedAlert['role'],
      title: node.querySelector('p')?.textContent ?? '',
      message: node.querySelector('p + div')?.textContent ?? '',
      closable: node.querySelector('button[aria-label="Cerrar"]') !== null,
    };
    return link ? { ...alert, button: { label: link.textContent ?? '', href: link.getAttribute('href') ?? '' } } : alert;
  });
}

describe('the shell per demo account', () => {
  for (const account of accountExpectations) {
    it(`${account.email}${account.as ? ` as ${account.as}` : ''}: home alerts, toolbar, side menu`, async () => {
      await signIn(account);
      renderApp('/home');
      await heading('Inicio');
      await waitFor(() => expect(readAlerts()).toEqual(account.alerts), { timeout: 3_000 });

      const user = screen.getByTestId('toolbar-user');
      expect(user.querySelector('.name')?.textContent).toBe(account.toolbarName);
      expect(user.tagName).toBe(account.toolbarLink ? 'A' : 'P');
      if (account.toolbarLink) expect(user.getAttribute('href')).toBe('/home/pacientes');

      fireEvent.click(screen.getByRole('button', { name: 'Abrir el menú' }));
      const menu = screen.getByRole('navigation', { name: 'Menú principal' });
      await waitFor(() => expect(menu.hidden).toBe(false));
      const links = () =>
        within(menu)
          .queryAllByRole('link')
          .map((a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? '']);
      await waitFor(() => expect(links()).toEqual(account.menu), { timeout: 3_000 });
      if (account.menu.length === 0) {
        await waitFor(() => expect(menu.textContent).toContain('Tu cuenta todavía no tiene servicios disponibles.'));
      }
      // Reading comfort for everyone; no installation offered (the browser has not offered it); a login with several
      // persons can change person; and sign out.
      const buttons = ['Tamaño del texto y contraste', ...(account.as ? ['Cambiar de perfil'] : []), 'Cerrar sesión'];
      expect(
        within(menu)
          .getAllByRole('button')
          .map((button) => button.textContent?.trim()),
      ).toEqual(buttons);

      // Checked again once the menu's reads have answered too: no alert arrived late.
      expect(readAlerts()).toEqual(account.alerts);
    });
  }
});
