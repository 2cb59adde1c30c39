// [7/12] What goes wrong during sign-up: each failure says so in Spanish and nothing typed is lost. A wrong code and an
// invalid mobile are tested against the in-process sandbox (tests/unit/onboarding/registration-failures.test.tsx);
// the three below are still here (see that file's note). Axe on registration-form is the axe tour's.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { addFault } from './support/sandbox.ts';
import { pathname } from './support/shell.ts';
import { choosePlan, continueToCode, fieldError, fillHolder } from './support/onboarding.ts';

const browser = browserPerFile();
const alertText = (page: Page) => page.locator('main [role="alert"]').first().textContent();

async function atCode(page: Page) {
  await choosePlan(page);
  await fillHolder(page);
  await continueToCode(page);
}

async function typedIsKept(page: Page) {
  await page.getByRole('link', { name: 'Corregir mis datos' }).click();
  await page.getByLabel('Tipo de documento').waitFor();
  expect(await page.getByLabel('Nombre', { exact: true }).inputValue()).toBe('Irene');
  expect(await page.getByLabel('Teléfono móvil').inputValue()).toBe('611 222 333');
}

describe('sign-up failures', () => {
  it('too many wrong codes: the sandbox revokes the code and the screen asks for a new one', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await atCode(page);
    for (const left of ['Te quedan 2 intentos.', 'Te queda 1 intento.']) {
      await page.getByLabel('Código de verificación').fill('000000');
      await expect.poll(() => alertText(page)).toContain(left);
    }
    await page.getByLabel('Código de verificación').fill('000000');
    await expect.poll(() => alertText(page)).toBe('Has superado el número de intentos. Pide un código nuevo.');
    expect(await page.getByLabel('Código de verificación').isDisabled()).toBe(true);
    await typedIsKept(page);
  });

  it('a document number already registered is refused while typing', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await choosePlan(page);
    await fillHolder(page, { document_number: '51234876F' });
    await expect
      .poll(() => fieldError(page, 'Número de documento'), { timeout: 8_000 })
      .toBe('Ya hay una afiliación con este documento. Si es tuyo, inicia sesión o escribe a soporte.');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('registro-document_number');
    expect(pathname(page)).toBe('/auth/registration-form');
    expect(await page.getByLabel('Nombre', { exact: true }).inputValue()).toBe('Irene');
  });

  it('a 500 from POST /customers says so in Spanish, keeps everything, and the retry creates the member', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await atCode(page);
    await addFault({ method: 'POST', path: '/customers', status: 500 });
    await page.getByLabel('Código de verificación').fill('123456');
    await expect
      .poll(() => alertText(page))
      .toBe('No hemos podido crear tu afiliación. Vuelve a intentarlo: no has perdido nada de lo escrito.');
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).toContain('Irene');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => pathname(page)).toBe('/auth/pleaseConfirmRegistration');
  });
});
