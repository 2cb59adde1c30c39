// [23/23] Caregivers, the whole path in a real browser (issue 31, "Must show"): titular@ grants citas only to a new
// address from Mi Perfil; the caregiver opens the invitation from the sandbox's outbox, gets the code, accepts with
// a new login, signs in, picks Lucía on /auth/switch, sees the banner and only Citas médicas, books an appointment
// that appears in Lucía's list and in her "Quién ha entrado"; Lucía withdraws the access, and the caregiver's next
// step is refused with the Spanish sentence. The forms' states, the guard and the menu mapping are unit tests
// (tests/unit/caregivers/). The four screenshots (invitation, acting /home, "Quién ha entrado", access ended) are for
// a person to look at; no test compares them.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { chooseUpToDay, openBooking, poll, slotButtons, step } from './support/appointments.ts';
import { loginAs } from './support/login.ts';
import { outbox } from './support/onboarding.ts';
import { pathname } from './support/shell.ts';
import { at } from './support/sandbox.ts';
import { saveScreenshot } from './support/checks.ts';

const browser = browserPerFile();

/** The portal's entry script (boot.e2e.ts): held back, the page shows what its HTML alone paints. */
const ENTRY = /\/assets\/index-[^/]*\.js$/;
const ADDRESS = 'marta.ruiz@example.es';
const PASSWORD = 'Cuida1234!';

/** Today plus `months`, as a date input holds it. */
function dayIn(months: number): string {
  const day = new Date();
  day.setMonth(day.getMonth() + months);
  return day.toISOString().slice(0, 10);
}

const menuLinks = async (page: Page) => {
  await page.getByRole('button', { name: 'Abrir el menú' }).click();
  const links = await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link').allTextContents();
  await page.keyboard.press('Escape');
  return links.map((text) => text.trim());
};

describe('cuidadores', () => {
  it('a holder grants citas only; the caregiver accepts, acts for her, books; she sees it, withdraws, and the caregiver is told', async () => {
    // Lucía, on her phone, gives access from Mi Perfil.
    const holder = (await browser.open(VIEWPORTS.phone)).page;
    await loginAs(holder, 'titular@demo.es');
    await holder.goto(`${at.portal}/home/pacientes`);
    const helpers = holder.locator('section', { has: holder.getByRole('heading', { name: 'Personas que me ayudan' }) });
    // Pablo, the seeded caregiver, is listed already.
    await poll(() => helpers.getByRole('heading', { name: 'Pablo Martín' }).isVisible()).toBe(true);
    await helpers.getByRole('button', { name: 'Añadir una persona' }).click();
    await helpers.getByLabel('Nombre de la persona').fill('Marta Ruiz');
    await helpers.getByLabel('Correo electrónico o móvil').fill(ADDRESS);
    await helpers.getByLabel('Citas médicas').check();
    await helpers.getByLabel('Último día de acceso').fill(dayIn(6));
    await helpers.getByRole('button', { name: 'Enviar invitación' }).click();
    await poll(() => helpers.getByRole('heading', { name: 'Marta Ruiz' }).isVisible()).toBe(true);
    expect(await helpers.locator('li', { hasText: 'Marta Ruiz' }).textContent()).toContain('Invitación enviada');

    // The caregiver opens the link of the message the sandbox would have sent.
    const invitation = (await outbox()).find((m) => m.kind === 'caregiver_invitation' && m.to === ADDRESS);
    expect(invitation?.metadata.token).toBeTruthy();
    const carer = (await browser.open(VIEWPORTS.phone)).page;
    await carer.goto(`${at.portal}/public/caregiver/${invitation!.metadata.token}`);
    await poll(() => carer.getByText('Lucía te pide que le ayudes en su portal de afiliado.').isVisible()).toBe(true);
    expect(await carer.getByRole('listitem').allTextContents()).toEqual(['Citas médicas']);
    await saveScreenshot(carer, 'caregivers-invitation');
    await carer.getByRole('button', { name: 'Enviar código' }).click();
    await poll(() => carer.getByText(/Te hemos enviado un código a/).isVisible()).toBe(true);
    const code = (await outbox()).filter((m) => m.to === ADDRESS && m.metadata.code).at(-1)?.metadata.code;
    expect(code).toMatch(/^\d{6}$/);
    await carer.getByLabel('Código').fill(code!);
    expect(await carer.getByLabel('Tu nombre').inputValue()).toBe('Marta Ruiz');
    await carer.getByLabel('Elige una contraseña').fill(PASSWORD);
    await carer.getByRole('button', { name: 'Aceptar y ayudar' }).click();
    await poll(() => carer.getByText('Ya puedes ayudar').isVisible()).toBe(true);

    // Signs in with the new login and picks Lucía.
    await carer.getByRole('link', { name: 'Iniciar sesión' }).click();
    await carer.getByLabel('Correo electrónico').fill(ADDRESS);
    await carer.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await carer.getByRole('button', { name: 'Entrar' }).click();
    await poll(() => pathname(carer)).toBe('/auth/switch');
    await carer.getByRole('button', { name: /Ayudar a Lucía Martín/ }).click();
    await poll(() => pathname(carer)).toBe('/home');
    await poll(() => carer.getByRole('region', { name: 'Estás ayudando a Lucía' }).isVisible()).toBe(true);
    await poll(() => menuLinks(carer)).toEqual(['Citas médicas']);
    await saveScreenshot(carer, 'caregivers-acting-home');
    // The same /home from its HTML alone, as a cold load paints it before the script runs: in a fresh context with
    // the caregiver's cookies (this page's service worker would serve the script past a route), the entry held
    // back. The granted tile only, no alert placeholder, the helper's greeting and the banner holding its place:
    // the tile sits where the live screen has it.
    const cold = await browser.open(VIEWPORTS.phone);
    await cold.context.addCookies(await carer.context().cookies());
    await cold.page.route(ENTRY, (route) => route.abort());
    await cold.page.goto(`${at.portal}/home`);
    expect(await cold.page.locator('[data-shell]').count()).toBe(1);
    const shellTiles = cold.page.locator('ul[aria-label="Tus servicios"] a:visible');
    expect(await shellTiles.allTextContents()).toEqual(['Citas médicas']);
    expect(await cold.page.locator('main [data-skeleton]:visible').count()).toBe(0);
    expect(await cold.page.locator('main header p').textContent()).toBe('Esto es lo que puedes hacer por Lucía');
    expect(await cold.page.locator('[data-shell-acting]:visible').textContent()).toContain('Estás ayudando a Lucía');
    expect(await shellTiles.boundingBox()).toEqual(await carer.locator('ul[aria-label="Tus servicios"] a:visible').boundingBox());

    // Books for Lucía, who is the only person offered.
    await openBooking(carer);
    expect((await carer.getByLabel('¿Para quién es la cita?').locator('option').allTextContents()).slice(1)).toEqual(['Lucía Martín (tú)']);
    await chooseUpToDay(carer, { speciality: 'medicina-general', location: 'hq-madrid' });
    const time = (await slotButtons(carer).first().textContent())!.trim();
    await slotButtons(carer).first().click();
    await step(carer, '6. Confirmar').getByRole('button', { name: 'Confirmar cita' }).click();
    await poll(() => carer.getByRole('heading', { name: '¡Cita confirmada!' }).isVisible()).toBe(true);
    expect(await carer.getByRole('region', { name: 'Estás ayudando a Lucía' }).isVisible()).toBe(true);

    // Lucía sees the appointment, and who booked it.
    await holder.goto(`${at.portal}/home/citas/proximas`);
    await poll(() => holder.locator('article').filter({ hasText: 'Medicina general' }).filter({ hasText: time }).count()).toBe(1);
    await holder.goto(`${at.portal}/home/pacientes`);
    const log = holder.locator('section', { has: holder.getByRole('heading', { name: 'Quién ha entrado' }) });
    // One visit, in her words: who came in and when, and the appointment booked.
    await poll(() => log.getByRole('heading', { name: /^Marta Ruiz entró el / }).count()).toBe(1);
    expect(await log.getByText(/^Pidió una cita de Medicina general para el \d{1,2} de \p{L}+$/u).count()).toBe(1);
    await log.scrollIntoViewIfNeeded();
    await saveScreenshot(holder, 'caregivers-who-came-in');

    // She withdraws it; the caregiver's next step is refused, in Spanish, and they are back to choose.
    await holder.getByRole('button', { name: 'Retirar acceso: Marta Ruiz' }).click();
    await holder.getByRole('dialog').getByRole('button', { name: 'Sí, retirar' }).click();
    await poll(() => holder.locator('li', { hasText: 'Marta Ruiz' }).first().textContent()).toContain('Retirada');

    await carer.goto(`${at.portal}/home/citas/proximas`);
    await poll(() => pathname(carer)).toBe('/auth/switch');
    await poll(() => carer.getByText('Tu acceso para ayudar a Lucía ha terminado: lo retiró o llegó su fecha de fin.').isVisible()).toBe(
      true,
    );
    expect(await carer.getByRole('button', { name: /Ayudar a Lucía/ }).count()).toBe(0);
    await saveScreenshot(carer, 'caregivers-access-ended');
  });
});
