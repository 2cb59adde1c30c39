// [7/12] A new member signs up on a phone against the sandbox: plan, form (errors, then fixed), OTP, the
// confirmation link read from the outbox, the password once, end-registration, /home with the pay alert.
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { at } from './support/sandbox.ts';
import { expectNoAxeViolations } from './support/checks.ts';
import { pathname } from './support/shell.ts';
import { choosePlan, continueToCode, fieldError, fillHolder, HOLDER, outbox } from './support/onboarding.ts';

const browser = browserPerFile();

describe('becoming a member', () => {
  it('registers a new holder end to end and lands on /home with the pay alert', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await page.goto(`${at.portal}/auth/register`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Hazte miembro');
    await page.getByRole('link', { name: 'Afíliate' }).click();

    await expect.poll(() => page.getByRole('button', { name: 'Elegir Plan Familiar', exact: true }).count()).toBe(1);
    expect(await page.locator('#plan-FAMILIAR').locator('..').locator('..').textContent()).toMatch(/39,90\s€ \/ mes/);
    await page.getByRole('radio', { name: 'Anual' }).check();
    expect(await page.locator('main').textContent()).toMatch(/478,80\s€ \/ año/);
    await page.getByRole('button', { name: 'Elegir Plan Familiar', exact: true }).click();
    await expect.poll(() => pathname(page)).toBe('/auth/registration-form');

    // Submitting empty shows the rules' messages and focuses the first field.
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect.poll(() => fieldError(page, 'Tipo de documento')).toBe('Este campo es obligatorio.');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('registro-document_type');
    await fillHolder(page, { document_number: '12345678A', postal_code: '99000', password: 'corta' });
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect.poll(() => fieldError(page, 'Número de documento')).toContain('la letra debe corresponder');
    expect(await fieldError(page, 'Código postal')).toBe('Escribe un código postal español de 5 cifras.');
    expect(await page.locator('#registro-password-rules').textContent()).toContain('Al menos 8 caracteres(pendiente)');

    await page.getByLabel('Número de documento').fill(HOLDER.document_number);
    await page.getByLabel('Código postal').fill(HOLDER.postal_code);
    await page.getByLabel('Contraseña', { exact: true }).fill(HOLDER.password);
    await continueToCode(page);
    const code = page.getByLabel('Código de verificación');
    expect([await code.getAttribute('autocomplete'), await code.getAttribute('inputmode')]).toEqual(['one-time-code', 'numeric']);
    expect(await page.locator('main').textContent()).toMatch(/Podrás pedir otro código en \d+ s/);
    const [sms] = await outbox({ kind: 'otp' });
    expect(sms?.to).toBe('611 222 333');
    await page.getByLabel('Código de verificación').fill('123456');

    await expect.poll(() => pathname(page)).toBe('/auth/pleaseConfirmRegistration');
    expect(await page.locator('[data-testid="sent-to"]').textContent()).toContain(HOLDER.email);

    const [mail] = await outbox({ to: HOLDER.email, kind: 'registration_confirmation' });
    expect(mail?.link).toMatch(new RegExp(`^${at.portal}/auth/confirm\\?token=`));
    await page.goto(mail!.link!);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Tu correo está confirmado');
    await page.getByLabel('Contraseña', { exact: true }).fill(HOLDER.password);
    await page.getByRole('button', { name: 'Entrar en mi portal' }).click();

    await expect.poll(() => pathname(page)).toBe('/auth/end-registration');
    expect(await page.locator('[data-testid="thanks"]').textContent()).toContain('¡Gracias, Irene!');
    await expect.poll(() => pathname(page), { timeout: 9_000 }).toBe('/home');
    const pay = page.locator('[data-testid="alerts"] [role="alert"]');
    await expect.poll(() => pay.count()).toBe(1);
    expect(await pay.locator('a').getAttribute('href')).toBe('/home/payments/client');

    // The link works once: a second visit says so (in a fresh tab, without this tab's memory).
    const other = await browser.open(VIEWPORTS.desktop);
    await other.page.goto(mail!.link!);
    await expect.poll(() => other.page.locator('main h1').textContent()).toBe('No hemos podido confirmar tu afiliación');
    expect(await other.page.locator('main').textContent()).toContain('Este enlace ya se usó');
  });

  it('keeps what was typed over a reload, but not the password', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await choosePlan(page, 'Plan Individual');
    await fillHolder(page);
    await page.reload();
    await page.getByLabel('Tipo de documento').waitFor();
    expect(await page.getByLabel('Nombre', { exact: true }).inputValue()).toBe('Irene');
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(HOLDER.email);
    expect(await page.getByLabel('Estado civil').inputValue()).toBe('CASADO');
    expect(await page.getByLabel('He leído y acepto la política de privacidad').isChecked()).toBe(true);
    expect(await page.getByLabel('Contraseña', { exact: true }).inputValue()).toBe('');
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(HOLDER.password);
    expect(await page.locator('main').textContent()).toContain('Plan Individual');
  });

  it('is laid out and accessible on a wide screen too', async () => {
    const { page } = await browser.open(VIEWPORTS.desktop);
    for (const [path, heading] of [
      ['/auth/register', 'Hazte miembro'],
      ['/auth/plans', 'Elige tu plan'],
      ['/auth/pleaseConfirmRegistration', 'Revisa tu correo'],
      ['/auth/confirm', 'Falta el código de confirmación en el enlace'],
      ['/auth/confirm?token=no-existe', 'No hemos podido confirmar tu afiliación'],
    ] as const) {
      await page.goto(`${at.portal}${path}`);
      await expect.poll(() => page.locator('main h1').textContent()).toBe(heading);
    }
    // The tour checks the other four addresses; an unknown token's state is this file's own.
    await expectNoAxeViolations(page);
    await choosePlan(page, 'Plan Familiar Plus');
  });
});
