// Carné de afiliación in a real browser, for what needs one: the QR code read back from the pixels to the
// verification URL, whose page says the card is valid today; the print size (85.6 x 54 mm under print media); the card
// opened again offline through the service worker. The screen logic (the holder's and a beneficiary's card, the saved
// copy, a 500 with "Reintentar", nothing left after sign-out) is tested in tests/unit/card/card-page.test.tsx; axe on
// /home/carne is the axe tour's (support/axe-tour.ts). No screenshot: nothing compares them.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { at } from './support/sandbox.ts';
import { loginAs } from './support/login.ts';
import { readQr } from './support/qr-read.ts';

const browser = browserPerFile();
const card = (page: Page) => page.locator('[data-testid="member-card"]');

async function openCard(page: Page): Promise<void> {
  await page.goto(`${at.portal}/home/carne`);
  await expect.poll(() => page.locator('main h1').textContent()).toBe('Carné de afiliación');
  await card(page).waitFor();
}

describe('affiliation card', () => {
  it('shows the holder’s card with a QR code of her verification URL, which says the card is valid today', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await loginAs(page, 'titular@demo.es');
    await openCard(page);
    expect(await card(page).locator('h2').textContent()).toBe('Lucía Martín García');
    expect(await page.getByTestId('member-number').textContent()).toBe('2023-00141-01');
    expect(await card(page).textContent()).toContain('DNI 51234876F');
    expect(await card(page).textContent()).toContain('Vigente');
    const url = await readQr(card(page).getByRole('img', { name: /Código QR/ }));
    // The server's signed token, not the member number (which anyone could guess).
    expect(url).toMatch(new RegExp(`^${at.api}/cards/verify/2023-00141-01\\.\\d+\\.[\\w-]{43}$`));

    const verify = await page.context().newPage();
    await verify.goto(url);
    expect(await verify.locator('h1').textContent()).toBe('Carné válido hoy');
    expect(await verify.locator('dl').textContent()).toContain('Lucía Martín García');
  });

  it('prints at the size of a card', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await loginAs(page, 'titular@demo.es');
    await openCard(page);
    await page.emulateMedia({ media: 'print' });
    const box = (await card(page).boundingBox())!;
    // 85.6 x 54 mm at CSS's 96 px per inch.
    expect(Math.round(box.width)).toBe(Math.round((85.6 / 25.4) * 96));
    expect(Math.round(box.height)).toBe(Math.round((54 / 25.4) * 96));
    expect([Math.round(box.x), Math.round(box.y)]).toEqual([0, 0]);
    expect(await page.getByRole('button', { name: 'Imprimir carné' }).isVisible()).toBe(false);
  });

  it('opens again without network after one visit', async () => {
    const { context, page } = await browser.open(VIEWPORTS.phone);
    await loginAs(page, 'titular@demo.es');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await openCard(page);

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Carné de afiliación');
    await card(page).waitFor();
    expect(await card(page).locator('h2').textContent()).toBe('Lucía Martín García');
    expect(await page.getByRole('status').filter({ hasText: 'copia guardada' }).count()).toBe(1);
    expect(await readQr(card(page).getByRole('img', { name: /Código QR/ }))).toMatch(
      new RegExp(`^${at.api}/cards/verify/2023-00141-01\\.`),
    );
    await context.setOffline(false);
  });
});
