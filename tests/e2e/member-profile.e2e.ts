// Mi Perfil in a real browser: the wiring of one path, and what needs a browser (Chromium's own question before a
// reload with unsaved changes, beforeunload; the draft kept through that real reload): filled, reloaded, saved, and
// /home's Completed alert. The screen logic (prefill, field rules, the draft, the missing count, the question before
// leaving through the menu, failed reads and saves) is tested against the in-process sandbox in
// tests/unit/profile/; axe on /home/pacientes is the axe tour's (support/axe-tour.ts). No screenshot: nothing
// compares them.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { at } from './support/sandbox.ts';
import { loginAs } from './support/login.ts';
import { readAlerts } from './support/shell.ts';

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
  });
});
