// [11/12] A sale paid in cash: registerSale continues to the staff cash screen (features/payments), which comes
// back to registeredSale with the receipt number; the customer's file shows the charge paid.
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { expectNoAxeViolations } from './support/checks.ts';
import { loginAs } from './support/login.ts';
import { at } from './support/sandbox.ts';
import { byId, fillHolder, fillPlanAndPayment } from './support/sales.ts';
import { pathname } from './support/shell.ts';

const browser = browserPerFile();

describe('a sale paid in cash', () => {
  it('goes through the cash screen and back to its confirmation with the receipt', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await loginAs(page, 'vendedor@demo.es');
    await page.goto(`${at.portal}/home/registerSale`);
    await byId(page, 'document_type').waitFor();
    await fillHolder(page);
    await fillPlanAndPayment(page, 'cash');
    await page.getByRole('button', { name: 'Registrar venta' }).click();

    await expect.poll(() => pathname(page)).toBe('/home/paymentCash');
    const query = new URL(page.url()).searchParams;
    expect(query.get('hq')).toBe('hq-madrid');
    expect(query.get('sale')).toMatch(/^vta-/);
    await page.getByLabel('Importe recibido').fill('50,00');
    await page.getByRole('button', { name: /^Registrar el pago de 39,90/ }).click();

    await expect.poll(() => pathname(page)).toBe('/home/registeredSale');
    await expect
      .poll(() =>
        page
          .locator('main')
          .getByText(/^Pagada\. Recibo REC-\d{4}-\d{6}\.$/)
          .count(),
      )
      .toBe(1);
    await expectNoAxeViolations(page);
  });
});
