// [7/12] The beneficiary's invitation: the holder invites through the sandbox, the invited person opens the
// link from the outbox, registers, and the holder's list shows them active. Also the switch between persons.
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { at, tokenFor } from './support/sandbox.ts';
import { expectNoAxeViolations } from './support/checks.ts';
import { loginAs } from './support/login.ts';
import { openSideMenu, pathname, sideMenu } from './support/shell.ts';
import { outbox } from './support/onboarding.ts';

const browser = browserPerFile();
const MARKUP_NAME = '<img src=x onerror=alert(1)>Lucía';

/** The holder invites `id`; the e-mail's link (built by the server, with its random token) and that token. */
async function invite(token: string, id: string): Promise<{ link: string; key: string }> {
  const invitation_url = `${at.portal}/public/invite/`;
  const reply = await fetch(`${at.api}/beneficiaries/${id}/invitation`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ invitation_url }),
  });
  expect(reply.status).toBe(202);
  const mails = await outbox({ kind: 'beneficiary_invitation' });
  const mail = mails.at(-1)!;
  return { link: mail.link!, key: String(mail.metadata.token) };
}

describe('the beneficiary invitation', () => {
  it('welcomes the invited person (the name as text), registers them after an OTP, and the holder sees them active', async () => {
    const token = await tokenFor('titular@demo.es');
    const { link, key } = await invite(token, 'ben-2001');
    expect(link).toBe(`${at.portal}/public/invite/${encodeURIComponent('Lucía Martín')}/${key}`);
    const { page } = await browser.open(VIEWPORTS.phone);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    // The name part of the address is anyone's to write: it shows as text, never as markup.
    await page.goto(`${at.portal}/public/invite/${encodeURIComponent(MARKUP_NAME)}/${key}`);
    await expect
      .poll(() => page.locator('[data-testid="invited-by"]').textContent())
      .toBe(`${MARKUP_NAME} te invita a formar parte de su plan de salud.`);
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(await page.locator('main').textContent()).toContain('Hola, Daniela.');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Completar mi registro' }).click();
    await page.getByLabel('Tipo de documento').selectOption('DNI');
    expect(await page.getByLabel('Nombre', { exact: true }).inputValue()).toBe('Daniela');
    expect(await page.getByLabel('Parentesco con el titular').inputValue()).toBe('HIJO');
    await page.getByLabel('Número de documento').fill('29384756W');
    await page.getByLabel('Primer apellido').fill('Ortega');
    await page.getByLabel('Fecha de nacimiento').fill('2009-05-20');
    await page.getByLabel('Género').selectOption('F');
    await page.getByLabel('Correo electrónico').fill('daniela.ortega@demo.es');
    await page.getByLabel('Contraseña', { exact: true }).fill('Segura2026');
    await page.getByLabel('He leído y acepto la política de privacidad').check();
    await page.getByLabel('Acepto las condiciones generales de la afiliación').check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByLabel('Código de verificación').fill('123456');
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Ya formas parte del plan');

    const list = (await (
      await fetch(`${at.api}/beneficiaries?titular_id=cus-1001`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { id: string; status: string }[];
    expect(list.find((b) => b.id === 'ben-2001')?.status).toBe('active');
    expect(dialogs).toEqual([]);

    // The same link again: already used.
    await page.goto(link);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Esta invitación ya se usó');
  });

  it('without a name, and for an unknown invitation, on a wide screen', async () => {
    const { page } = await browser.open(VIEWPORTS.desktop);
    const token = await tokenFor('titular@demo.es');
    const { key } = await invite(token, 'ben-2001');
    await page.goto(`${at.portal}/public/invite/${key}`);
    await expect
      .poll(() => page.locator('[data-testid="invited-by"]').textContent())
      .toBe('Tu titular te invita a formar parte de su plan de salud.');
    await expectNoAxeViolations(page);
    // The person's id where the token goes: nothing to take.
    await page.goto(`${at.portal}/public/invite/Lucía/ben-2001`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Esta invitación no existe');
    await expectNoAxeViolations(page);
  });
});

describe('switching between persons', () => {
  it('familia@ chooses a person after login and comes back to the choice from the side menu', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await loginAs(page, 'familia@demo.es', { as: 'Titular' });
    await openSideMenu(page);
    await sideMenu(page).getByRole('button', { name: 'Cambiar de perfil' }).click();
    await expect.poll(() => pathname(page)).toBe('/auth/switch');
    await page.getByRole('button', { name: 'Entrar como Beneficiario' }).click();
    await expect.poll(() => pathname(page)).toBe('/home');
    await openSideMenu(page);
    expect(await sideMenu(page).getByRole('button', { name: 'Cambiar de perfil' }).count()).toBe(1);
  });

  it('a login with one person has no such entry', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await loginAs(page, 'titular@demo.es');
    await openSideMenu(page);
    expect(await sideMenu(page).getByRole('button', { name: 'Cambiar de perfil' }).count()).toBe(0);
  });
});
