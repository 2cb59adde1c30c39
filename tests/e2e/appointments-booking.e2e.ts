// [10/12] Citas médicas, booking: a holder books for herself, the .ics file parses, familia@ acting as a beneficiary,
// and two sessions race for the last free slot. Booking for a beneficiary (who then sees it) and the slots call that
// fails once are tests/unit/appointments/booking-page.test.tsx's.
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { poll } from './support/appointments.ts';
import { loginAs } from './support/login.ts';
import { chooseUpToDay, dayButtons, icsLines, leaveOneSlot, openBooking, readDownload, slotButtons, step } from './support/appointments.ts';

const browser = browserPerFile();

describe('pedir cita', () => {
  it('titular@ books for herself, sees the countdown, and adds the .ics to her calendar', async () => {
    const { page } = await browser.open(VIEWPORTS.desktop);
    await loginAs(page, 'titular@demo.es');
    await openBooking(page);
    const people = await page.getByLabel('¿Para quién es la cita?').locator('option').allTextContents();
    expect(people.slice(1)).toEqual(['Lucía Martín (tú)', 'Javier Ortega · Cónyuge', 'Daniela Ortega · Hijo/a']);
    await chooseUpToDay(page, { patient: 'cus-1001', speciality: 'medicina-general', location: 'hq-madrid' });

    const time = (await slotButtons(page).first().textContent())!;
    await slotButtons(page).first().click();
    const confirm = step(page, '6. Confirmar');
    await poll(() => confirm.getByTestId('hold-countdown').textContent()).toMatch(/^[45]:\d\d$/);
    expect(await confirm.textContent()).toContain(`a las ${time}`);

    await confirm.getByRole('button', { name: 'Confirmar cita' }).click();
    await poll(() => page.getByRole('heading', { name: '¡Cita confirmada!' }).isVisible()).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Añadir a mi calendario (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^cita-\d{4}-\d{2}-\d{2}\.ics$/);
    const lines = icsLines(await readDownload((await download.createReadStream())!));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines.find((l) => l.startsWith('SUMMARY:'))).toMatch(/^SUMMARY:Cita de Medicina general con Dr/);
    const start = lines.find((l) => l.startsWith('DTSTART:'))!.slice('DTSTART:'.length);
    const madrid = new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' }).format(
      new Date(start.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z')),
    );
    expect(madrid).toBe(time);
    expect(lines.find((l) => l.startsWith('LOCATION:'))).toMatch(/Madrid/);
  });

  it('familia@ signed in as the beneficiary books for that person only', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await loginAs(page, 'familia@demo.es', { as: 'Beneficiario' });
    await openBooking(page);
    expect((await page.getByLabel('¿Para quién es la cita?').locator('option').allTextContents()).slice(1)).toEqual(['Ana Vázquez (tú)']);
    expect(await page.getByLabel('¿Para quién es la cita?').inputValue()).toBe('cus-1014');
  });

  it('two sessions race for the last free slot: one books, the other is told why and keeps its choices', async () => {
    const day = await leaveOneSlot('completo@demo.es', 'cus-1005', 'psicologia', 'hq-malaga');
    const first = await browser.open(VIEWPORTS.desktop);
    const second = await browser.open(VIEWPORTS.phone);
    await loginAs(first.page, 'titular@demo.es');
    await loginAs(second.page, 'corporativo@demo.es');
    for (const { page } of [first, second]) {
      await openBooking(page);
      await chooseUpToDay(page, { patient: page === first.page ? 'cus-1001' : undefined, speciality: 'psicologia', location: 'hq-malaga' });
      expect(await dayButtons(page).first().getAttribute('aria-label')).toMatch(/1 hora libre$/);
      expect(await slotButtons(page).count()).toBe(1);
    }
    await slotButtons(first.page).click();
    await poll(() => step(first.page, '6. Confirmar').isVisible()).toBe(true);
    await slotButtons(second.page).click();
    const refusal = second.page.getByRole('alert').filter({ hasText: 'No hemos podido reservar esa hora' });
    await poll(() => refusal.textContent()).toContain('Otra persona está confirmando esta hora ahora mismo. Elige otra hora libre.');
    expect(await second.page.getByLabel('Especialidad').inputValue()).toBe('psicologia');
    expect(await second.page.getByLabel('Sede o videoconsulta').inputValue()).toBe('hq-malaga');
    await poll(() => second.page.getByText('Ya no quedan horas libres este día. Elige otro día.').isVisible()).toBe(true);

    await step(first.page, '6. Confirmar').getByRole('button', { name: 'Confirmar cita' }).click();
    await poll(() => first.page.getByRole('heading', { name: '¡Cita confirmada!' }).isVisible()).toBe(true);
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
