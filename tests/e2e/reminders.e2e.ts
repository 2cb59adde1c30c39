// [17/18] Avisos with the member's consent: a booked appointment's reminder reaches the outbox once the sandbox
// clock passes its moment (not before), a cancelled one's never does, and the message's unsubscribe link works
// once without signing in and then says it was already done; the Avisos screen saves, axe-clean at both sizes.
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { api, poll } from './support/appointments.ts';
import { expectNoAxeViolations, saveScreenshot } from './support/checks.ts';
import { loginAs } from './support/login.ts';
import { at, tokenFor } from './support/sandbox.ts';
import { advanceClock, minutesUntil, remindersAbout } from './support/reminders.ts';

const browser = browserPerFile();
/** titular@'s seeded check-up, a few days ahead (demo-host/sandbox/domains/appointments/state.ts). */
const SEEDED = 'cita-cus-1001-prox';
const AVISOS = `${at.portal}/home/pacientes/avisos`;
const SMS_24H = 'SMS — Recordatorio de cita 24 h antes';

interface Booked {
  id: string;
  start: string;
}

/** titular@ books the third slot of the first free day after today, through the API the booking screen uses. */
async function bookTomorrow(): Promise<Booked> {
  const token = await tokenFor('titular@demo.es');
  const search = 'speciality=medicina-general&location=hq-madrid';
  const days = await api<{ date: string }[]>(token, 'GET', `/appointment-days?${search}`);
  // Two free days ahead: its 24 h moment is always still to come (tomorrow's morning slot had passed it by mid-morning,
  // and the clock refuses to move by 0 minutes).
  const slots = await api<{ id: string }[]>(token, 'GET', `/appointment-slots?${search}&date=${days[2]!.date}`);
  const hold = await api<{ id: string }>(token, 'POST', '/appointment-holds', { slot_id: slots[2]!.id, patient_id: 'cus-1001' });
  return api<Booked>(token, 'POST', '/appointments', { hold_id: hold.id });
}

describe('avisos', () => {
  it("sends a booked appointment's reminder when the clock passes its moment, none for a cancelled one; the link unsubscribes once", async () => {
    const { page } = await browser.open(VIEWPORTS.desktop);
    await loginAs(page, 'titular@demo.es');
    const booked = await bookTomorrow();

    // The seeded check-up is cancelled the way a member does it, from its own cancel screen.
    const seededStart = (await api<Booked>(await tokenFor('titular@demo.es'), 'GET', `/appointments/${SEEDED}`)).start;
    await page.goto(`${at.portal}/home/citas/${SEEDED}/cancelar`);
    await poll(() => page.locator('main h1').textContent()).toBe('Cancelar cita');
    await page.getByLabel('Motivo de la cancelación').selectOption('No puedo acudir a esa hora');
    await page.getByRole('button', { name: 'Cancelar la cita' }).click();
    await poll(() => page.getByText('Cita cancelada').isVisible()).toBe(true);
    expect((await api<{ status: string }>(await tokenFor('titular@demo.es'), 'GET', `/appointments/${SEEDED}`)).status).toBe('cancelled');

    // A minute before the 24 h moment: nothing. Two minutes later: one e-mail (correo is on by default).
    await advanceClock(Math.floor(await minutesUntil(booked.start, 24)) - 1);
    expect(await remindersAbout('appointment_24h', booked.id)).toEqual([]);
    await advanceClock(2);
    const sent = await remindersAbout('appointment_24h', booked.id);
    expect(sent.map((m) => [m.channel, m.to, m.subject])).toEqual([
      ['email', 'titular@demo.es', 'Recordatorio: cita de Medicina general mañana'],
    ]);

    // Past every moment of the cancelled one: it never reminds; the booked one's 24 h reminder is still one.
    await advanceClock(Math.max(1, Math.ceil(await minutesUntil(seededStart, 2)) + 1));
    expect([...(await remindersAbout('appointment_24h', SEEDED)), ...(await remindersAbout('appointment_2h', SEEDED))]).toEqual([]);
    expect(await remindersAbout('appointment_24h', booked.id)).toHaveLength(1);

    // The link, opened with no session at all: it unsubscribes, then says it already did.
    const { page: reader } = await browser.open(VIEWPORTS.phone);
    await reader.goto(sent[0]!.link!);
    await poll(() => reader.getByText('Listo: ya no te enviaremos «Recordatorio de cita 24 h antes» por correo.').isVisible()).toBe(true);
    await expectNoAxeViolations(reader);
    await saveScreenshot(reader, 'reminders-unsubscribed-phone');
    await reader.reload();
    await poll(() => reader.locator('h1').textContent()).toBe('Ya te habías dado de baja de estos avisos');
    await reader.goto(`${at.portal}/public/avisos/baja?token=inventado`);
    await poll(() => reader.locator('h1').textContent()).toBe('Este enlace de baja no es válido');
  });

  it('opens from Mi Perfil at 390 x 844, saves a choice and says so in the status region', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await loginAs(page, 'titular@demo.es');
    await page.goto(`${at.portal}/home/pacientes`);
    await page.getByRole('link', { name: 'Elegir mis avisos' }).click();
    await poll(() => page.locator('main h1').textContent()).toBe('Avisos');
    await page.getByRole('checkbox', { name: SMS_24H }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Correo — Recordatorio de cita 24 h antes' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: SMS_24H }).isChecked()).toBe(false);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'reminders-phone');

    await page.getByRole('checkbox', { name: SMS_24H }).check();
    await page.getByRole('button', { name: 'Guardar avisos' }).click();
    await poll(() => page.getByRole('form', { name: 'Avisos' }).getByRole('status').textContent()).toBe('Hemos guardado tus avisos.');
    await page.reload();
    await page.getByRole('checkbox', { name: SMS_24H }).waitFor();
    expect(await page.getByRole('checkbox', { name: SMS_24H }).isChecked()).toBe(true);
  });

  it('is usable by keyboard and axe-clean at 1280 x 800', async () => {
    const { page } = await browser.open(VIEWPORTS.desktop);
    await loginAs(page, 'titular@demo.es');
    await page.goto(AVISOS);
    await page.getByRole('checkbox', { name: SMS_24H }).waitFor();
    await page.getByRole('checkbox', { name: SMS_24H }).focus();
    await page.keyboard.press('Space');
    expect(await page.getByRole('checkbox', { name: SMS_24H }).isChecked()).toBe(true);
    expect(await page.getByRole('form', { name: 'Avisos' }).getByRole('status').textContent()).toBe('Tienes cambios sin guardar.');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'reminders-desktop');
  });
});
