// Historia clínica in a real browser: the wiring of one path (a member filters her history, opens a result, and the
// report arrives as a real download, a PDF, then the back link keeps the filters). The screen logic (each member's own
// history, the empty state, filters, failures and "Reintentar") is tested against the in-process sandbox in
// tests/unit/medical-record/; axe on these routes is the axe tour's (support/axe-tour.ts). No screenshot: nothing
// compares them.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { poll } from './support/appointments.ts';
import { loginAs } from './support/login.ts';
import { at } from './support/sandbox.ts';

const browser = browserPerFile();
const HISTORY = `${at.portal}/home/medical-record/medical-history`;

const heading = (page: Page) => page.locator('main h1').textContent();
const rows = (page: Page) => page.locator('main li a');

async function readStream(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('historia clínica', () => {
  it('titular@ filters her history, opens a result and downloads its PDF', async () => {
    const { page } = await browser.open(VIEWPORTS.desktop);
    await loginAs(page, 'titular@demo.es');
    await page.goto(HISTORY);
    await poll(() => heading(page)).toBe('Historia clínica');
    await poll(() => rows(page).count()).toBeGreaterThan(7);

    await page.getByLabel('Tipo').selectOption('resultado');
    await poll(() => page.url()).toContain('tipo=resultado');
    await poll(async () => (await rows(page).allTextContents()).every((text) => text.includes('Resultado'))).toBe(true);
    const years = await page
      .getByLabel('Año', { exact: true })
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    const year = years[1]!;
    await page.getByLabel('Año', { exact: true }).selectOption(year);
    await poll(() => page.locator('main [role="status"]').first().textContent()).toMatch(/registros?$/);
    const count = await rows(page).count();
    expect(count).toBeGreaterThan(0);

    await rows(page).first().click();
    await poll(() => page.getByRole('heading', { name: 'Resultados' }).isVisible()).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar informe (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await readStream((await download.createReadStream())!);
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.toString('latin1')).toContain('Lucía Martín');
    await poll(() => page.getByText(/^Descarga iniciada:/).isVisible()).toBe(true);

    // Back to the list: the filters are still there.
    await page.getByRole('link', { name: 'Volver a la historia clínica' }).click();
    await poll(() => page.getByLabel('Tipo').inputValue()).toBe('resultado');
    expect(await page.getByLabel('Año', { exact: true }).inputValue()).toBe(year);
    expect(await rows(page).count()).toBe(count);
  });
});
