// Mi suscripción in a real browser: the wiring of one path, a beneficiary from adding to deleting (edit, disable,
// enable, the invitation sent again and read in the sandbox's outbox, the confirmation naming the person), each step
// through the real toasts. The screen logic (the plan and its count, the company plan, the family plan's limit and
// its refusal, the individual plan, the field rules, a cancelled deletion, failed reads and saves with "Reintentar")
// is tested against the in-process sandbox in tests/unit/subscription/; axe on subscription/resumen is the axe tour's
// (support/axe-tour.ts). No screenshot: nothing compares them.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { at } from './support/sandbox.ts';
import { loginAs } from './support/login.ts';

const browser = browserPerFile();

const rows = (page: Page) => page.getByTestId('beneficiary');
const row = (page: Page, name: string) => rows(page).filter({ has: page.getByRole('heading', { name }) });
/** Clicks with the control in the middle of the screen, clear of the toasts at the bottom, as a person would. */
async function press(target: Locator): Promise<void> {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await target.click();
}
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

async function openSubscription(page: Page): Promise<void> {
  await page.goto(`${at.portal}/home/subscription/resumen`);
  await expect.poll(() => page.locator('main h1').textContent()).toBe('Mi suscripción');
  await page.getByRole('heading', { name: 'Beneficiarios', exact: true }).waitFor();
}

async function fillChild(page: Page, first: string): Promise<void> {
  await page.getByLabel('Nombre', { exact: true }).fill(first);
  await page.getByLabel('Primer apellido').fill('Martín');
  await page.getByLabel('Parentesco').selectOption('HIJO');
  await page.getByLabel('Tipo de documento').selectOption('MENOR');
  await page.getByLabel('Fecha de nacimiento').fill('2021-09-14');
  await page.getByLabel('Género').selectOption('M');
}

describe('Mi suscripción', () => {
  it('shows the plan and manages a beneficiary from adding to deleting', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await loginAs(page, 'titular@demo.es');
    await openSubscription(page);
    expect(await page.getByRole('heading', { name: 'Plan Familiar' }).count()).toBe(1);
    expect((await page.getByTestId('subscription-price').textContent())?.replace(/\s/g, ' ')).toBe('49,80 € al mes');
    expect(await page.getByTestId('beneficiary-count').textContent()).toBe('2 de 4 en tu plan');
    expect(await rows(page).count()).toBe(2);

    await press(page.getByRole('button', { name: 'Añadir beneficiario' }));
    await page.getByRole('heading', { name: 'Nuevo beneficiario' }).waitFor();
    await fillChild(page, 'Hugo');
    await press(page.locator('form').getByRole('button', { name: 'Añadir beneficiario' }));
    await toast(page, 'Has añadido a Hugo Martín a tu plan.');
    await row(page, 'Hugo Martín').waitFor();
    expect(await page.getByTestId('beneficiary-count').textContent()).toBe('3 de 4 en tu plan');

    await press(row(page, 'Hugo Martín').getByRole('button', { name: 'Editar' }));
    await page.getByLabel('Segundo apellido (opcional)').fill('Ortega');
    await press(page.getByRole('button', { name: 'Guardar cambios' }));
    await toast(page, 'Datos de Hugo Martín Ortega guardados.');
    await row(page, 'Hugo Martín Ortega').waitFor();

    await press(row(page, 'Hugo Martín Ortega').getByRole('button', { name: 'Desactivar' }));
    await toast(page, 'Hugo Martín Ortega queda desactivado');
    expect(await row(page, 'Hugo Martín Ortega').textContent()).toContain('Desactivado');
    expect(await page.getByTestId('beneficiary-count').textContent()).toBe('2 de 4 en tu plan');
    await press(row(page, 'Hugo Martín Ortega').getByRole('button', { name: 'Activar' }));
    await toast(page, 'Hugo Martín Ortega vuelve a estar activo.');
    expect(await row(page, 'Hugo Martín Ortega').textContent()).toContain('Activo');

    await press(row(page, 'Daniela Ortega Martín').getByRole('button', { name: 'Reenviar invitación' }));
    await toast(page, 'Invitación enviada a daniela.ortega@demo.es.');
    // The sandbox's outbox shows the e-mail, with the portal's invitation link for this holder and person.
    const outbox = (await (await fetch(`${at.api}/__sandbox/outbox?kind=beneficiary_invitation`)).json()) as { to: string; link: string }[];
    expect(outbox).toEqual([
      expect.objectContaining({
        to: 'daniela.ortega@demo.es',
        // The server's link: the holder's name and a random token, never the person's id.
        link: expect.stringMatching(new RegExp(`^${at.portal}/public/invite/${encodeURIComponent('Lucía Martín')}/[\\w-]{43}$`)),
      }),
    ]);

    await press(row(page, 'Hugo Martín Ortega').getByRole('button', { name: 'Eliminar' }));
    const dialog = page.getByRole('dialog', { name: '¿Eliminar a Hugo Martín Ortega?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Sí, eliminar' }).click();
    await toast(page, 'Has eliminado a Hugo Martín Ortega de tu plan.');
    expect(await row(page, 'Hugo Martín Ortega').count()).toBe(0);
  });
});
