// The payments flow as a member meets it: the pages of the portal and the sandbox's hosted card gateway.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { at, tokenFor } from './sandbox.ts';
import { expectNoAxeViolations, saveScreenshot } from './checks.ts';
import { VIEWPORTS } from './browser.ts';
import { MOBILE_MAX_WIDTH } from '../../../src/core/constants.ts';

export const heading = (page: Page) => page.locator('main h1').first().textContent();

export const CARDS = {
  approved: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficient: '4000 0000 0000 9995',
  threeDs: '4000 0000 0000 3220',
  pending: '4000 0000 0000 0077',
} as const;

/** Fills the gateway's card form (any future expiry, any 3-digit CVC) and pays. */
export async function payAtGateway(page: Page, number: string): Promise<void> {
  await poll(() => page.url()).toContain(`${at.api}/gateway/checkout/`);
  await page.getByLabel('Número de la tarjeta').fill(number);
  await page.getByLabel('Caducidad (MM/AA)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Titular de la tarjeta').fill('Rocío Herrera Castro');
  await page.getByRole('button', { name: /^Pagar / }).click();
}

/**
 * The page has taken a new width: the window reports it, and the shell has switched its layout (a centred phone
 * above MOBILE_MAX_WIDTH, full bleed below, app/frame/app-frame.tsx), which it does on the resize event.
 */
async function relaidOut(page: Page, width: number): Promise<void> {
  await poll(() => page.evaluate(() => innerWidth)).toBe(width);
  // The gateway's pages (the sandbox's origin) have no shell: nothing there switches.
  const layout = width > MOBILE_MAX_WIDTH ? 'frame' : 'bleed';
  await poll(() =>
    page.evaluate((want) => {
      const shell = document.querySelector('[data-layout]');
      return shell === null || shell.getAttribute('data-layout') === want;
    }, layout),
  ).toBe(true);
}

/** axe at 390x844 and 1280x800, and a screenshot at each, of the page as it stands. */
export async function checkScreen(page: Page, name: string): Promise<void> {
  for (const [label, options] of [
    ['phone', VIEWPORTS.phone],
    ['desktop', VIEWPORTS.desktop],
  ] as const) {
    await page.setViewportSize(options.viewport);
    await relaidOut(page, options.viewport.width);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `payments-${name}-${label}`);
  }
}

export async function customerStatus(id: string, token: string): Promise<string> {
  const reply = await fetch(`${at.api}/customer/${id}?role=Titular`, { headers: { authorization: `Bearer ${token}` } });
  return ((await reply.json()) as { account: { payment_status: string } }).account.payment_status;
}

/** The payments the sandbox holds for a customer, read with a fresh token of that demo account. */
export async function paymentsOf(email: string, customerId: string): Promise<{ id: string; status: string; method: string }[]> {
  const token = await tokenFor(email);
  const reply = await fetch(`${at.api}/customers/${customerId}/payments`, { headers: { authorization: `Bearer ${token}` } });
  return (await reply.json()) as { id: string; status: string; method: string }[];
}

/** expect.poll with room for a busy machine (its default gives up after one second). */
export const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });
