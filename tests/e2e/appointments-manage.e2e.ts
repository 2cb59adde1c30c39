// Citas médicas after booking, in a real browser: the wiring of one path, a change of day and time that holds the new
// slot (its countdown), frees the old one only once the new one is taken, survives a 500 on the confirmation, and
// shows as changed in the upcoming list. The cancellation (its rule, a 500 that keeps the reason, the past list) and a
// dropped connection on the list are tested against the in-process sandbox in
// tests/unit/appointments/manage-pages.test.tsx; axe on citas/proximas, pasadas, :id/cancelar and :id/cambiar is the
// axe tour's (support/axe-tour.ts). No screenshot: nothing compares them.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { poll } from './support/appointments.ts';
import { loginAs } from './support/login.ts';
import { addFault, at, tokenFor } from './support/sandbox.ts';
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
  it('changes day and time: the old slot is freed only once the new one is taken', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await openUpcoming(page);
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
});
