// [9/12] upgradeSubscription and extendedSubscription: choose, see today's charge and the new fee, confirm,
// land on the payment of that charge; once paid the subscription shows the change. The upgrade is paid through
// the payments flow with the approved test card; the extension's charge is settled through the sandbox's test
// control (as the gateway's confirmation would), to keep the file short. The failures (the options' 500 and its retry,
// a failed confirmation keeping the choice) are tests/unit/subscription/upgrade-failures.test.tsx's.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { at } from './support/sandbox.ts';
import { expectNoAxeViolations } from './support/checks.ts';
import { loginAs } from './support/login.ts';
import { pathname } from './support/shell.ts';
import { CARDS, payAtGateway } from './support/payments.ts';

const browser = browserPerFile();
const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.replace(/\s/g, ' ');

/** Confirms the change and returns the id of the charge it opened, from the portal's own call. */
async function confirmChange(page: Page): Promise<string> {
  const [response] = await Promise.all([
    // redaxios adds a bare '?' when a call has no query.
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/changes')),
    page.getByRole('button', { name: 'Confirmar y pagar' }).click(),
  ]);
  expect(response.status()).toBe(201);
  return ((await response.json()) as { charge_id: string }).charge_id;
}

/** Settles the charge as the gateway's confirmation would (the payments screens are another issue's). */
async function settle(chargeId: string): Promise<void> {
  const response = await fetch(`${at.api}/__sandbox/charges/${chargeId}/settle`, { method: 'POST' });
  expect(response.status).toBe(200);
}

describe('upgrade and extension', () => {
  it('upgrades titular@ to Familiar Plus and shows the new plan once the charge is paid', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await loginAs(page, 'titular@demo.es');
    await page.goto(`${at.portal}/home/subscription/resumen`);
    await page.getByRole('link', { name: 'Mejorar mi plan' }).click();
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Mejora tu plan');
    await page.getByRole('radio', { name: /Plan Familiar Plus/ }).check();
    await page.getByTestId('amount-due').waitFor();
    expect(await text(page, 'amount-due')).toMatch(/^\d+,\d{2} €$/);
    expect(await text(page, 'new-price')).toBe('64,80 € al mes');
    expect(await page.getByRole('region', { name: 'Resumen del cambio' }).textContent()).toContain('Hasta 6 beneficiarios (ahora 4)');

    await confirmChange(page);
    await expect.poll(() => pathname(page)).toBe('/home/payments/upgrade');
    // Paid through the payments flow of [8/12] with the approved test card.
    await page.getByRole('link', { name: 'Elegir cómo pagar' }).click();
    await page.getByRole('link', { name: /^Tarjeta/ }).click();
    await page.getByRole('button', { name: /^Ir a la pasarela y pagar/ }).click();
    await payAtGateway(page, CARDS.approved);
    await expect.poll(() => page.locator('main h1').textContent(), { timeout: 15_000 }).toBe('¡Pago completado!');

    await page.goto(`${at.portal}/home/subscription/resumen`);
    await page.getByRole('heading', { name: 'Plan Familiar Plus' }).waitFor();
    expect(await text(page, 'subscription-price')).toBe('64,80 € al mes');
    expect(await page.getByTestId('beneficiary-count').textContent()).toBe('2 de 6 en tu plan');
  });

  it('adds services for corporativo@ (whose company plan cannot be upgraded) on a wide screen', async () => {
    const { page } = await browser.open(VIEWPORTS.desktop);
    await loginAs(page, 'corporativo@demo.es');
    await page.goto(`${at.portal}/home/subscription/upgradeSubscription`);
    await page.getByText('Tu plan lo contrata tu empresa').waitFor();
    await expectNoAxeViolations(page);
    await page.goto(`${at.portal}/home/subscription/extendedSubscription`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Amplía tu suscripción');
    await page.getByRole('checkbox', { name: /Psicología/ }).check();
    await page.getByRole('checkbox', { name: /Asistencia en viaje/ }).check();
    await page.getByTestId('new-price').waitFor();
    await expect.poll(() => text(page, 'new-price')).toBe('29,30 € al mes');
    await expectNoAxeViolations(page);
    const charge = await confirmChange(page);
    await expect.poll(() => pathname(page)).toBe('/home/payments/extension');
    await settle(charge);
    await page.goto(`${at.portal}/home/subscription/resumen`);
    await page.getByTestId('subscription-services').waitFor();
    expect(await page.getByTestId('subscription-services').textContent()).toContain('Psicología');
    expect(await page.getByTestId('subscription-services').textContent()).toContain('Asistencia en viaje');
  });
});
