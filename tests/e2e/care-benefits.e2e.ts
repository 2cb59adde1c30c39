// Aliados y Ofertas in a real browser: the wiring of one path, what needs a browser (an offer's code copied to the real
// clipboard, granted by the context, and read back). The screen logic (every member role's offers, the category and
// search filters, the empty result, the refused clipboard, a 500 and "Reintentar") is tested against the in-process
// sandbox in tests/unit/benefits/benefits-page.test.tsx; axe on /home/benefits is the axe tour's (support/axe-tour.ts).
// No screenshot: nothing compares them.
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { at } from './support/sandbox.ts';
import { loginAs } from './support/login.ts';

const browser = browserPerFile();

describe('Aliados y Ofertas', () => {
  it('copies an offer’s code to the clipboard (titular@, phone)', async () => {
    const { page } = await browser.open({ ...VIEWPORTS.phone, permissions: ['clipboard-read', 'clipboard-write'] });
    await loginAs(page, 'titular@demo.es');
    await page.goto(`${at.portal}/home/benefits`);
    await expect.poll(() => page.locator('main search [role="status"]').textContent()).toBe('8 ofertas');
    await page.getByRole('button', { name: 'Ópticas' }).click();
    const offer = page.locator('main article').first();
    await offer.getByRole('button', { name: 'Copiar el código VISION20' }).click();
    await expect.poll(() => offer.getByRole('status').textContent()).toBe('Código VISION20 copiado.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('VISION20');
  });
});
