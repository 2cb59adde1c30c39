// Sedes in a real browser: the wiring of one path, what needs a browser (a geolocation permission granted to the
// context and its position read through the real API: the centres sorted nearest first, at once). The screen logic
// (city order, opening state, hours, links, the refused and unavailable position, a 500 and a dropped connection with
// "Reintentar") is tested against the in-process sandbox in tests/unit/headquarters/headquarters-page.test.tsx; axe on
// /home/headquarters is the axe tour's (support/axe-tour.ts). No screenshot: nothing compares them.
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { at } from './support/sandbox.ts';
import { loginAs } from './support/login.ts';

const browser = browserPerFile();
// Triana, Sevilla.
const SEVILLA = { latitude: 37.3826, longitude: -6.0034 };

describe('Sedes', () => {
  it('sorts the centres by a granted position, with distances in km (titular@, phone)', async () => {
    const { page } = await browser.open({ ...VIEWPORTS.phone, permissions: ['geolocation'], geolocation: SEVILLA });
    await loginAs(page, 'titular@demo.es');
    await page.goto(`${at.portal}/home/headquarters`);
    // Already granted: no tap needed.
    await expect.poll(() => page.getByText('Sedes ordenadas de la más cercana a la más lejana.').isVisible()).toBe(true);
    const sorted = await page.locator('main article h2').allTextContents();
    expect(sorted.slice(0, 2)).toEqual(['Centro Médico Sevilla Nervión', 'Centro Médico Málaga Centro']);
    expect(sorted).toHaveLength(6);
    expect(
      await page
        .locator('main article')
        .first()
        .getByText(/^A \d+,\d km$/)
        .textContent(),
    ).toMatch(/^A [0-9],\d km$/);
  });
});
