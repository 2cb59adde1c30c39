// Avisos in a real browser: the wiring of one path, from Mi Perfil's link to the Avisos screen, a choice made with the
// keyboard (Space on a focused tick, as a person without a mouse does), saved, and still there after a real reload.
// The rest runs without a browser: the reminders the sandbox's clock sends, never for a cancelled appointment
// (tests/unit/sandbox/reminders.test.ts), the screen's defaults, a beneficiary's set, saving, failures and the
// unsubscribe link (tests/unit/reminders/reminders-page.test.tsx); axe on pacientes/avisos and /public/avisos/baja is
// the axe tour's (support/axe-tour.ts). No screenshot: nothing compares them.
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { poll } from './support/appointments.ts';
import { loginAs } from './support/login.ts';
import { at } from './support/sandbox.ts';

const browser = browserPerFile();
const SMS_24H = 'SMS — Recordatorio de cita 24 h antes';

describe('avisos', () => {
  it('opens from Mi Perfil, takes a choice by keyboard, saves it and keeps it after a reload (390 x 844)', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await loginAs(page, 'titular@demo.es');
    await page.goto(`${at.portal}/home/pacientes`);
    await page.getByRole('link', { name: 'Elegir mis avisos' }).click();
    await poll(() => page.locator('main h1').textContent()).toBe('Avisos');
    const sms = page.getByRole('checkbox', { name: SMS_24H });
    await sms.waitFor();
    expect(await page.getByRole('checkbox', { name: 'Correo — Recordatorio de cita 24 h antes' }).isChecked()).toBe(true);
    expect(await sms.isChecked()).toBe(false);

    await sms.focus();
    await page.keyboard.press('Space');
    expect(await sms.isChecked()).toBe(true);
    const status = page.getByRole('form', { name: 'Avisos' }).getByRole('status');
    expect(await status.textContent()).toBe('Tienes cambios sin guardar.');
    await page.getByRole('button', { name: 'Guardar avisos' }).click();
    await poll(() => status.textContent()).toBe('Hemos guardado tus avisos.');
    await page.reload();
    await sms.waitFor();
    expect(await sms.isChecked()).toBe(true);
  });
});
