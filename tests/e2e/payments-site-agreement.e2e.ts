// [8/12] Paying at a headquarters (pendiente@: 'Pago en validación', then paid after the test control), an
// agreement in 3 instalments (mora@: the first paid by card brings the menu back), and Mis Pagos with its receipt.
import { describe, expect, it } from 'vitest';
import { browserPerFile } from './support/browser.ts';
import { at } from './support/sandbox.ts';
import { loginAs } from './support/login.ts';
import { menuLinks, openSideMenu, pathname, readAlerts } from './support/shell.ts';
import { CARDS, checkScreen, heading, paymentsOf, payAtGateway, poll } from './support/payments.ts';
import { expectNoAxeViolations, saveScreenshot } from './support/checks.ts';

const browser = browserPerFile();

describe('pay at a headquarters', () => {
  it('pendiente@ gets a reference, sees «Pago en validación», and is active once the counter’s payment is confirmed', async () => {
    const { page } = await browser.open();
    await loginAs(page, 'pendiente@demo.es');
    await page.goto(`${at.portal}/home/myPayments`);
    await poll(() => page.getByRole('heading', { name: 'Todavía no tienes pagos' }).count()).toBe(1);
    await checkScreen(page, 'my-payments-empty');

    await page.goto(`${at.portal}/home`);
    await page.getByRole('link', { name: 'Pagar ahora' }).click();
    await page.getByRole('link', { name: 'Elegir cómo pagar' }).click();
    await poll(() => page.getByRole('list', { name: 'Métodos de pago' }).getByRole('link').count()).toBe(2);
    await page.getByRole('link', { name: /^Pagar en una sede/ }).click();
    await poll(() => heading(page)).toBe('Pagar en una sede');
    await page.getByRole('button', { name: 'Obtener la referencia de pago' }).click();
    await poll(() => page.getByText('Elige la sede donde vas a pagar.').count()).toBe(1);
    await checkScreen(page, 'site-choose');
    await page.getByLabel('Sede', { exact: true }).selectOption({ label: 'Centro Médico Madrid Salamanca (Madrid)' });
    await page.getByRole('button', { name: 'Obtener la referencia de pago' }).click();

    const card = page.getByRole('region', { name: 'Tu referencia de pago' });
    await poll(() => card.count()).toBe(1);
    const code = (await card.locator('dd').first().textContent()) ?? '';
    expect(code).toMatch(/^PAG-[A-Z2-9]{6}$/);
    expect(await card.textContent()).toContain('Pago en validación');
    expect(await card.textContent()).toContain('24,90\u00a0€');
    await checkScreen(page, 'site-reference');

    await page.goto(`${at.portal}/home`);
    await poll(async () => (await readAlerts(page)).map((a) => a.title)).toContain('Pago en validación');
    const confirmed = await fetch(`${at.api}/__sandbox/site-payments/${code}/confirm`, { method: 'POST' });
    expect(confirmed.status).toBe(200);
    await page.reload();
    await poll(async () => (await readAlerts(page)).map((a) => a.title)).toContain('¡Tu cuenta está activa!');
    expect((await readAlerts(page)).map((a) => a.title)).not.toContain('Pago en validación');

    await page.goto(`${at.portal}/home/myPayments`);
    const rows = page.getByRole('list', { name: 'Pagos realizados' }).getByRole('link');
    await poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Pagado');
    expect(await rows.first().textContent()).toContain('Pago en sede');
  });
});

describe('payment agreement', () => {
  it('mora@ agrees to 3 instalments, pays the first by card and gets the menu back', async () => {
    const { page } = await browser.open();
    await loginAs(page, 'mora@demo.es');
    await page.goto(`${at.portal}/home/payments/client`);
    await page.getByRole('link', { name: 'Elegir cómo pagar' }).click();
    await page.getByRole('link', { name: /^Acuerdo de pago/ }).click();
    await poll(() => heading(page)).toBe('Acuerdo de pago');
    await page.getByRole('button', { name: 'Aceptar el acuerdo y pagar el primer plazo' }).click();
    await poll(() => page.getByText('Elige el número de plazos para ver el calendario.').count()).toBe(2);
    await page.getByLabel(/^3 plazos/).check();
    const rows = page.getByRole('table', { name: 'Calendario de pagos' }).locator('tbody tr');
    await poll(() => rows.count()).toBe(3);
    expect(await rows.allTextContents()).toEqual([
      expect.stringMatching(/^1\d\d\/\d\d\/\d{4}39,90\u00a0€$/),
      expect.stringMatching(/^2.*39,90\u00a0€$/),
      expect.stringMatching(/^3.*39,90\u00a0€$/),
    ]);
    await checkScreen(page, 'agreement');
    await page.getByRole('button', { name: 'Aceptar el acuerdo y pagar el primer plazo' }).click();
    await poll(() => heading(page)).toBe('Pago con tarjeta');
    await poll(() => page.locator('main').textContent()).toContain('Plazo 1 de 3 del acuerdo de pago');
    await page.getByRole('button', { name: 'Ir a la pasarela y pagar 39,90 €' }).click();
    await payAtGateway(page, CARDS.approved);
    await poll(() => heading(page)).toBe('¡Pago completado!');
    await page.setViewportSize({ width: 390, height: 844 });
    await openSideMenu(page);
    expect((await menuLinks(page)).map(([text]) => text)).toContain('Mis Pagos');
    const approved = (await paymentsOf('mora@demo.es', 'cus-1007')).filter((p) => p.status === 'approved');
    expect(approved).toHaveLength(4);
  });
});

describe('Mis Pagos', () => {
  it('titular@ sees its payments and a receipt that prints alone', async () => {
    const { page } = await browser.open();
    await loginAs(page, 'titular@demo.es');
    await page.goto(`${at.portal}/home/myPayments`);
    const rows = page.getByRole('list', { name: 'Pagos realizados' }).getByRole('link');
    await poll(() => rows.count()).toBe(4);
    expect(await rows.first().textContent()).toContain('14/11/2026 · Tarjeta');
    await checkScreen(page, 'my-payments');
    await rows.first().click();
    await poll(() => heading(page)).toBe('Recibo de pago');
    expect(pathname(page)).toMatch(/^\/home\/myPayments\/pay-\d+$/);
    expect(await page.getByRole('article').textContent()).toContain('Lucía Martín');
    await checkScreen(page, 'receipt');
    await page.emulateMedia({ media: 'print' });
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'payments-receipt-print');
    expect(await page.getByRole('button', { name: 'Imprimir recibo' }).isVisible()).toBe(false);
  });
});
