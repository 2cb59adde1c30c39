// [10/12] Citas médicas, after booking: the upcoming and past lists, a cancellation with its reason, a change
// of day and time that frees the old slot only once the new one is taken, and the main calls failing once.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { poll } from './support/appointments.ts';
import { loginAs } from './support/login.ts';
import { addFault, at, clearFaults, tokenFor } from './support/sandbox.ts';
import { expectNoAxeViolations, saveScreenshot } from './support/checks.ts';
import { api, slotButtons, step } from './support/appointments.ts';

const browser = browserPerFile();
const UPCOMING = `${at.portal}/home/citas/proximas`;
/** titular@'s seeded check-up, a few days ahead: always outside the 2-hour window. */
const seeded = (page: Page) => page.locator('article').filter({ hasText: 'Medicina general' }).first();

async function openUpcoming(page: Page): Promise<void> {
  await loginAs(page, 'titular@demo.es');
  await page.goto(UPCOMING);
  await poll(() => seeded(page).count()).toBe(1);
}

describe('mis citas', () => {
  it('cancels with a reason; a failed attempt keeps what was typed; the past list shows it', async () => {
    const { page } = await browser.open(VIEWPORTS.desktop);
    await openUpcoming(page);
    expect(await seeded(page).textContent()).toMatch(/Puedes cambiarla o cancelarla hasta el/);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'appointments-upcoming-desktop');

    await seeded(page)
      .getByRole('link', { name: /^Cancelar:/ })
      .click();
    await poll(() => page.locator('main h1').textContent()).toBe('Cancelar cita');
    await page.getByRole('button', { name: 'Cancelar la cita' }).click();
    await poll(() => page.getByText('Elige un motivo para cancelar.').isVisible()).toBe(true);
    expect(await page.getByLabel('Motivo de la cancelación').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByLabel('Motivo de la cancelación').selectOption('Otro motivo');
    await page.getByLabel('Cuéntanos el motivo').fill('Tengo un viaje de trabajo esa semana');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'appointments-cancel-desktop');

    await addFault({ method: 'POST', path: '/appointments/*/cancellation', status: 500 });
    await page.getByRole('button', { name: 'Cancelar la cita' }).click();
    await poll(() => page.getByRole('alert').textContent()).toContain('No hemos podido cancelar la cita');
    expect(await page.getByLabel('Cuéntanos el motivo').inputValue()).toBe('Tengo un viaje de trabajo esa semana');
    await page.getByRole('button', { name: 'Cancelar la cita' }).click();
    await poll(() => page.getByText('Cita cancelada').isVisible()).toBe(true);

    await page.goto(`${at.portal}/home/citas/pasadas`);
    const cancelled = page.locator('article').filter({ hasText: 'Motivo: Tengo un viaje de trabajo esa semana' });
    await poll(() => cancelled.count()).toBe(1);
    expect(await cancelled.textContent()).toContain('Cancelada');
    expect(await page.locator('article').filter({ hasText: 'Realizada' }).count()).toBeGreaterThan(5);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'appointments-past-desktop');
  });

  it('changes day and time: the old slot is freed only once the new one is taken', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await openUpcoming(page);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'appointments-upcoming-phone');
    const token = await tokenFor('titular@demo.es');
    const [before] = await api<{ slot_id: string; start: string }[]>(token, 'GET', '/appointments');
    const freeOnOldDay = async () =>
      (
        await api<{ id: string }[]>(
          token,
          'GET',
          `/appointment-slots?speciality=medicina-general&location=hq-madrid&date=${before!.slot_id.split('.')[1]}`,
        )
      ).map((s) => s.id);

    await seeded(page)
      .getByRole('link', { name: /^Cambiar:/ })
      .click();
    await poll(() => page.locator('main h1').textContent()).toBe('Cambiar cita');
    await step(page, '1. Día').getByRole('button').nth(1).click();
    await poll(() => slotButtons(page).count()).toBeGreaterThan(0);
    await slotButtons(page).last().click();
    const confirm = step(page, '3. Confirmar');
    await poll(() => confirm.getByTestId('hold-countdown').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'appointments-reschedule-phone');
    expect(await freeOnOldDay()).not.toContain(before!.slot_id);

    await addFault({ method: 'POST', path: '/appointments/*/reschedule', status: 500 });
    await confirm.getByRole('button', { name: 'Confirmar el cambio' }).click();
    await poll(() => confirm.getByRole('alert').textContent()).toContain('Error simulado por el sandbox (500).');
    expect(await freeOnOldDay()).not.toContain(before!.slot_id);
    await confirm.getByRole('button', { name: 'Confirmar el cambio' }).click();
    await poll(() => page.getByRole('heading', { name: 'Cita cambiada' }).isVisible()).toBe(true);
    expect(await freeOnOldDay()).toContain(before!.slot_id);
    const [after] = await api<{ start: string; rescheduled_from: string }[]>(token, 'GET', '/appointments');
    expect(after!.rescheduled_from).toBe(before!.start);

    await page.goto(UPCOMING);
    await poll(() => page.getByText(/^Cambiada desde el/).count()).toBe(1);
  });

  it('a dropped connection on the list says so in Spanish and retries', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await loginAs(page, 'titular@demo.es');
    await addFault({ method: 'GET', path: '/appointments', drop: true, count: 10 });
    await page.goto(UPCOMING);
    await poll(() => page.getByRole('alert').textContent()).toContain('No hemos podido conectar con el servidor');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'appointments-upcoming-error-phone');
    await clearFaults();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await poll(() => seeded(page).count()).toBe(1);
  });

  it('cancel and change screens pass axe on the other viewport; the past list on the phone', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await openUpcoming(page);
    await seeded(page)
      .getByRole('link', { name: /^Cancelar:/ })
      .click();
    await poll(() => page.getByLabel('Motivo de la cancelación').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'appointments-cancel-phone');
    await page.goto(`${at.portal}/home/citas/pasadas`);
    await poll(() => page.locator('article').count()).toBeGreaterThan(5);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'appointments-past-phone');

    const desktop = await browser.open(VIEWPORTS.desktop);
    await openUpcoming(desktop.page);
    await seeded(desktop.page)
      .getByRole('link', { name: /^Cambiar:/ })
      .click();
    await poll(() => desktop.page.getByRole('heading', { name: '1. Día' }).isVisible()).toBe(true);
    await poll(() => step(desktop.page, '1. Día').getByRole('button').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(desktop.page);
    await saveScreenshot(desktop.page, 'appointments-reschedule-desktop');
  });
});
