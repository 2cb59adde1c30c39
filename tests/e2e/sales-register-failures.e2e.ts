// [11/12] registerSale's failure through /__sandbox/faults: a 500 on POST /sales keeps what was typed (a real reload
// keeps the draft too) and the retry registers one customer. A 500 on GET /sales/{id} and on the welcome's resend,
// each said in Spanish with a retry that works: tests/unit/sales/register-screens.test.tsx (docs/testing.md).
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { loginAs } from './support/login.ts';
import { outbox } from './support/onboarding.ts';
import { addFault, at, sandboxRequests } from './support/sandbox.ts';
import { byId, CUSTOMER, fillHolder, fillPlanAndPayment } from './support/sales.ts';
import { pathname } from './support/shell.ts';

const browser = browserPerFile();

describe('registering a sale when the server fails', () => {
  it('a failing POST /sales keeps what was typed (and a reload keeps the draft); the retry registers one customer', async () => {
    const { page } = await browser.open(VIEWPORTS.desktop);
    await loginAs(page, 'vendedor@demo.es');
    await page.goto(`${at.portal}/home/registerSale`);
    await byId(page, 'document_type').waitFor();
    await fillHolder(page);
    await fillPlanAndPayment(page);
    await page.reload();
    await byId(page, 'document_type').waitFor();
    await expect.poll(() => byId(page, 'ben0_first_name').inputValue()).toBe('Pablo');
    expect(await byId(page, 'email').inputValue()).toBe(CUSTOMER.email);

    await addFault({ method: 'POST', path: '/sales', status: 500, count: 1 });
    await page.getByRole('button', { name: 'Registrar venta' }).click();
    await expect.poll(() => page.locator('main [role="alert"]').last().textContent()).toContain('No hemos podido registrar la venta');
    expect(await byId(page, 'first_name').inputValue()).toBe('Nuria');
    expect(await byId(page, 'ben0_first_name').inputValue()).toBe('Pablo');
    await page.locator('main [role="alert"]').last().scrollIntoViewIfNeeded();

    await page.getByRole('button', { name: 'Registrar venta' }).click();
    await expect.poll(() => pathname(page)).toBe('/home/registeredSale');
    const posts = (await sandboxRequests()).filter((r) => r.method === 'POST' && r.path === '/sales');
    expect(posts.map((r) => r.status)).toEqual([500, 201]);
    expect(await outbox({ kind: 'sales_welcome' })).toHaveLength(1);
  });
});
