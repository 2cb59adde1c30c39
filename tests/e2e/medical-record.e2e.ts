// [10/12] Historia clínica against the sandbox: own history only, filters, detail, a PDF downloaded, the empty
// state of a new member, and the main calls failing (500 and a dropped connection) with a working retry.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { poll } from './support/appointments.ts';
import { loginAs } from './support/login.ts';
import { addFault, at, clearFaults } from './support/sandbox.ts';
import { expectNoAxeViolations, saveScreenshot } from './support/checks.ts';

const browser = browserPerFile();
const HISTORY = `${at.portal}/home/medical-record/medical-history`;

const heading = (page: Page) => page.locator('main h1').textContent();
const rows = (page: Page) => page.locator('main li a');

async function openHistory(page: Page, email: string): Promise<void> {
  await loginAs(page, email);
  await page.goto(HISTORY);
  await poll(() => heading(page)).toBe('Historia clínica');
}

async function readStream(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('historia clínica', () => {
  it('titular@ filters her history, opens a result and downloads its PDF', async () => {
    const { page } = await browser.open(VIEWPORTS.desktop);
    await openHistory(page, 'titular@demo.es');
    await poll(() => rows(page).count()).toBeGreaterThan(7);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'medical-record-history-desktop');

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
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'medical-record-result-desktop');

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

  it('beneficiario@ sees only his own history, on a phone', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await openHistory(page, 'beneficiario@demo.es');
    await poll(() => rows(page).count()).toBeGreaterThan(5);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.reload();
    await poll(() => rows(page).count()).toBeGreaterThan(5);
    expect(requests.filter((u) => u.includes('/medical-record/entries')).every((u) => u.includes('patient_id=cus-1002'))).toBe(true);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'medical-record-history-phone');
    await rows(page).first().click();
    await poll(() => page.getByRole('heading', { name: 'Resumen' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'medical-record-detail-phone');
  });

  it('corporativo@ reads his history too', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await openHistory(page, 'corporativo@demo.es');
    await poll(() => rows(page).count()).toBeGreaterThan(5);
  });

  it('a new member sees an empty state that leads to booking', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await openHistory(page, 'nuevo@demo.es');
    await poll(() => page.getByRole('heading', { name: 'Tu historia clínica está vacía' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Pedir una cita' }).getAttribute('href')).toBe('/home/citas/agendar');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'medical-record-empty-phone');
  });

  it('a 500 on the list keeps the chosen filters and retries in Spanish', async () => {
    const { page } = await browser.open(VIEWPORTS.desktop);
    await openHistory(page, 'titular@demo.es');
    await poll(() => rows(page).count()).toBeGreaterThan(0);
    await addFault({ method: 'GET', path: '/medical-record/entries', status: 500 });
    await page.getByLabel('Tipo').selectOption('consulta');
    const alert = page.getByRole('alert');
    await poll(() => alert.textContent()).toContain('No hemos podido cargar tu historia clínica');
    expect(await alert.textContent()).toContain('Error simulado por el sandbox (500).');
    expect(await page.getByLabel('Tipo').inputValue()).toBe('consulta');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'medical-record-error-desktop');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await poll(async () => (await rows(page).allTextContents()).every((text) => text.includes('Consulta'))).toBe(true);
    expect(await rows(page).count()).toBeGreaterThan(0);
  });

  it('a dropped connection on the detail says so and retries', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await openHistory(page, 'titular@demo.es');
    const href = await rows(page).first().getAttribute('href');
    // Chromium silently retries a GET whose connection drops (twice, measured): drop every attempt, then stop.
    await addFault({ method: 'GET', path: '/medical-record/entries/*', drop: true, count: 10 });
    await page.goto(`${at.portal}${href}`);
    await poll(() => page.getByRole('alert').textContent()).toContain('No hemos podido conectar con el servidor');
    await expectNoAxeViolations(page);
    await clearFaults();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await poll(() => page.getByRole('heading', { name: 'Resumen' }).isVisible()).toBe(true);
  });
});
