// [10/12] Sedes: the six centres, open/closed in Madrid time, tap to call, "Cómo llegar", nearest first with a
// granted position, a clear state when it is refused, and a failing main call that recovers with a retry.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { addFault, at } from './support/sandbox.ts';
import { expectNoAxeViolations, saveScreenshot } from './support/checks.ts';
import { loginAs } from './support/login.ts';

const browser = browserPerFile();
// Triana, Sevilla.
const SEVILLA = { latitude: 37.3826, longitude: -6.0034 };

async function openHeadquarters(page: Page): Promise<void> {
  await page.goto(`${at.portal}/home/headquarters`);
  await expect.poll(() => page.locator('main h1').textContent()).toBe('Sedes');
}

const clearFaults = () => fetch(`${at.api}/__sandbox/faults`, { method: 'DELETE' });

const names = (page: Page) => page.locator('main article h2').allTextContents();

describe('Sedes', () => {
  it('sorts the centres by a granted position, with distances in km (titular@, phone)', async () => {
    const { page } = await browser.open({ ...VIEWPORTS.phone, permissions: ['geolocation'], geolocation: SEVILLA });
    await loginAs(page, 'titular@demo.es');
    await openHeadquarters(page);
    // Already granted: no tap needed.
    await expect.poll(() => page.getByText('Sedes ordenadas de la más cercana a la más lejana.').isVisible()).toBe(true);
    const sorted = await names(page);
    expect(sorted[0]).toBe('Centro Médico Sevilla Nervión');
    expect(sorted[1]).toBe('Centro Médico Málaga Centro');
    expect(sorted).toHaveLength(6);
    expect(
      await page
        .locator('main article')
        .first()
        .getByText(/^A \d+,\d km$/)
        .textContent(),
    ).toMatch(/^A [0-9],\d km$/);
    const first = page.locator('main article').first();
    expect(await first.getByRole('link', { name: 'Llamar al 954 63 21 98' }).getAttribute('href')).toBe('tel:+34954632198');
    const directions = first.getByRole('link', { name: /Cómo llegar/ });
    expect(await directions.getAttribute('target')).toBe('_blank');
    expect(await directions.getAttribute('rel')).toBe('noopener');
    expect(await directions.getAttribute('href')).toContain('openstreetmap.org/search?query=Calle%20Luis%20Montoto%2045');
    expect(await first.getByText(/^(Abierta|Cerrada) ahora$/).count()).toBe(1);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'care-headquarters-sorted-phone');
  });

  it('says so when the position is refused, and keeps the city order (corporativo@, desktop)', async () => {
    const { page } = await browser.open(VIEWPORTS.desktop);
    await loginAs(page, 'corporativo@demo.es');
    await openHeadquarters(page);
    await page.getByRole('button', { name: 'Ordenar por cercanía' }).click();
    await expect.poll(() => page.getByText('Sin permiso para usar tu ubicación').isVisible()).toBe(true);
    expect((await names(page))[0]).toBe('Centro Médico Madrid Salamanca');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'care-headquarters-refused-desktop');
    await page.locator('main article').first().getByText('Horario').click();
    expect(await page.locator('main article').first().getByRole('row').count()).toBe(7);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'care-headquarters-hours-desktop');
  });

  it('recovers from a 500 and from a dropped connection with "Reintentar" (beneficiario@)', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await loginAs(page, 'beneficiario@demo.es');
    await addFault({ method: 'GET', path: '/headquarters', status: 500 });
    await openHeadquarters(page);
    const error = page.getByRole('alert').filter({ hasText: 'No hemos podido cargar las sedes' });
    await expect.poll(() => error.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'care-headquarters-error-phone');
    await addFault({ method: 'GET', path: '/headquarters', drop: true, count: 3 });
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => error.textContent()).toContain('No hemos podido conectar con el servidor');
    // The browser itself retries a GET whose connection dropped; the member's retry must find a healthy server.
    await clearFaults();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => names(page)).toHaveLength(6);
  });
});
