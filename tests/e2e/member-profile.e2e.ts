// [9/12] Mi Perfil: filled, kept across a reload, saved to the form backend, and the Completed alert on /home;
// the warning before leaving with changes; a beneficiary's own profile; failures that lose nothing typed.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { addFault, at, clearFaults } from './support/sandbox.ts';
import { expectNoAxeViolations, saveScreenshot } from './support/checks.ts';
import { loginAs } from './support/login.ts';
import { openSideMenu, pathname, readAlerts } from './support/shell.ts';

const browser = browserPerFile();
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function openProfile(page: Page): Promise<void> {
  await page.goto(`${at.portal}/home/pacientes`);
  await expect.poll(() => page.locator('main h1').textContent()).toBe('Mi Perfil');
  await field(page, 'Nombre').waitFor();
}

describe('Mi Perfil', () => {
  it('is filled, kept across a reload, saved, and /home then shows the Completed alert', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await loginAs(page, 'titular@demo.es');
    await openProfile(page);
    expect(await field(page, 'Nombre').inputValue()).toBe('Lucía');
    expect(await field(page, 'Número de documento').inputValue()).toBe('51234876F');
    expect(await field(page, 'Grupo sanguíneo').inputValue()).toBe('0+');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'profile-phone');

    await field(page, 'Alergias').fill('Penicilina');
    await field(page, 'Enfermedades crónicas').fill('Ninguna');
    // The browser asks before a reload that would drop the changes; the draft keeps them anyway.
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.type();
      void dialog.accept();
    });
    await page.reload();
    await field(page, 'Alergias').waitFor();
    expect(asked).toBe('beforeunload');
    expect(await field(page, 'Alergias').inputValue()).toBe('Penicilina');
    await page.getByRole('status').filter({ hasText: 'Hemos recuperado los cambios' }).waitFor();

    await field(page, 'Contacto de emergencia: nombre').fill('Javier Ortega Ruiz');
    await field(page, 'Contacto de emergencia: móvil').fill('655 107 342');
    await page.getByRole('button', { name: 'Guardar perfil' }).click();
    await page.getByRole('status').filter({ hasText: 'Tu perfil está completo' }).waitFor();

    await page.goto(`${at.portal}/home`);
    await expect.poll(async () => (await readAlerts(page)).map((a) => a.title)).toContain('Completa tu perfil de salud');
    await saveScreenshot(page, 'profile-home-completed');
  });

  it('asks before leaving through the menu with unsaved changes', async () => {
    const { page } = await browser.open(VIEWPORTS.desktop);
    await loginAs(page, 'titular@demo.es');
    await openProfile(page);
    await field(page, 'Alergias').fill('Polen');
    await openSideMenu(page);
    await page.getByRole('link', { name: 'Carné de afiliación' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'profile-leave-desktop');
    await dialog.getByRole('button', { name: 'Seguir editando' }).click();
    expect(pathname(page)).toBe('/home/pacientes');
    expect(await field(page, 'Alergias').inputValue()).toBe('Polen');

    await openSideMenu(page);
    await page.getByRole('link', { name: 'Carné de afiliación' }).click();
    await dialog.getByRole('button', { name: 'Salir sin guardar' }).click();
    await expect.poll(() => pathname(page)).toBe('/home/carne');
  });

  it('lets beneficiario@ keep their own profile, saying what is still missing', async () => {
    const { page } = await browser.open(VIEWPORTS.desktop);
    await loginAs(page, 'beneficiario@demo.es');
    await openProfile(page);
    expect(await field(page, 'Nombre').inputValue()).toBe('Javier');
    await field(page, 'Grupo sanguíneo').selectOption('A-');
    await page.getByRole('button', { name: 'Guardar perfil' }).click();
    await page.getByRole('status').filter({ hasText: 'Faltan 4 datos para completar tu perfil.' }).waitFor();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'profile-beneficiary-desktop');
  });

  it('says in Spanish when the profile cannot load or save, retries, and keeps what was typed', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await loginAs(page, 'titular@demo.es');
    // Every read fails until disarmed: home's customer load reads the same form values, and a read of the
    // /home that loginAs opened may still be in flight, so a counted fault could be spent before the profile asks.
    await addFault({ method: 'GET', path: '/forms/*', status: 500, count: 50 });
    await page.goto(`${at.portal}/home/pacientes`);
    const alert = page.getByRole('alert').filter({ hasText: 'No hemos podido cargar tu perfil' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Error simulado por el sandbox (500).');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'profile-error');
    await clearFaults();
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await field(page, 'Alergias').waitFor();

    await field(page, 'Alergias').fill('Marisco');
    await field(page, 'Móvil').fill('912 345 678');
    await page.getByRole('button', { name: 'Guardar perfil' }).click();
    // The shared field rules stop it before sending, beside the field, with the focus there.
    await expect.poll(() => field(page, 'Móvil').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Escribe un móvil español de 9 cifras que empiece por 6 o 7.').count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('perfil-phone');

    await field(page, 'Móvil').fill('612 483 920');
    await addFault({ method: 'PUT', path: '/forms/*', status: 500 });
    await page.getByRole('button', { name: 'Guardar perfil' }).click();
    await page.getByRole('alert').filter({ hasText: 'Lo que has escrito sigue aquí' }).waitFor();
    expect(await field(page, 'Alergias').inputValue()).toBe('Marisco');
    await page.getByRole('button', { name: 'Guardar perfil' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Faltan|completo/ })
      .waitFor();
  });
});
