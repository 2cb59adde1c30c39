// [10/12] PQR: file one with an attachment (checked for type and size), get its reference, follow its status to
// the answer; a failing send keeps everything typed; only members may open it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { addFault, at } from './support/sandbox.ts';
import { expectNoAxeViolations, saveScreenshot } from './support/checks.ts';
import { loginAs } from './support/login.ts';
import { pathname } from './support/shell.ts';

const browser = browserPerFile();
const PDF = {
  name: 'factura-octubre.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};
const TEXT = { name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') };
const SUBJECT = 'Cobro de una cuota ya pagada';
const DESCRIPTION = 'En octubre me habéis cobrado la cuota dos veces. Adjunto la factura del banco con los dos cargos.';

async function openPqr(page: Page): Promise<void> {
  await page.goto(`${at.portal}/home/pqr`);
  await expect.poll(() => page.locator('main h1').textContent()).toBe('Mis solicitudes (PQR)');
}

async function fillForm(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Nueva solicitud' }).first().click();
  await expect.poll(() => page.locator('main h1').textContent()).toBe('Nueva solicitud');
  await page.getByLabel('Tipo de solicitud').selectOption('reclamo');
  await page.getByLabel('Asunto').fill(SUBJECT);
  await page.getByLabel('Descripción').fill(DESCRIPTION);
  await page.getByLabel('¿Cómo prefieres que te contactemos?').selectOption('email');
}

const advance = (id: string, answer?: string) =>
  fetch(`${at.api}/__sandbox/pqrs/${id}/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(answer ? { answer } : {}),
  });

describe('PQR', () => {
  it('files a claim with an attachment and follows it to its answer (titular@, phone)', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await loginAs(page, 'titular@demo.es');
    await openPqr(page);
    await expect.poll(() => page.getByRole('list', { name: 'Tus solicitudes' }).getByRole('link').count()).toBe(3);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'care-pqr-list-phone');

    await fillForm(page);
    await page.getByLabel('Adjunto (opcional)').setInputFiles(TEXT);
    await expect.poll(() => page.getByText('El adjunto debe ser un PDF, JPG o PNG.').isVisible()).toBe(true);
    await page.getByLabel('Adjunto (opcional)').setInputFiles({ ...PDF, buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x25) });
    await expect.poll(() => page.getByText('El adjunto no puede pasar de 5 MB.').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByText('El adjunto no puede pasar de 5 MB.').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'care-pqr-form-error-phone');
    await page.getByLabel('Adjunto (opcional)').setInputFiles(PDF);
    await expect.poll(() => page.getByText(/factura-octubre\.pdf \(1 KB\)/).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();

    await expect
      .poll(() => page.getByText('Hemos recibido tu solicitud. Tu número de referencia es PQR-2026-000161.').isVisible())
      .toBe(true);
    expect(await page.locator('main h1').textContent()).toBe(SUBJECT);
    expect(await page.getByText('Adjunto: factura-octubre.pdf (1 KB)').isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Estado' }).getByText('Recibida').first().isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'care-pqr-filed-phone');

    const id = pathname(page).split('/').pop()!;
    await advance(id);
    await page.getByRole('button', { name: 'Actualizar el estado' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Estado' }).getByText('En trámite').first().isVisible()).toBe(true);
    await advance(id, 'Hemos anulado el segundo cargo; verás la devolución en 3 a 5 días hábiles.');
    await page.getByRole('button', { name: 'Actualizar el estado' }).click();
    await expect
      .poll(() => page.getByText('Hemos anulado el segundo cargo; verás la devolución en 3 a 5 días hábiles.').isVisible())
      .toBe(true);
    expect(await page.getByRole('region', { name: 'Estado' }).locator('li').allTextContents()).toHaveLength(3);
    await saveScreenshot(page, 'care-pqr-answered-phone');

    await page.getByRole('link', { name: 'Volver a mis solicitudes' }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Tus solicitudes' }).getByRole('link').count()).toBe(4);
    expect(await page.getByRole('list', { name: 'Tus solicitudes' }).getByRole('link').first().textContent()).toContain('Respondida');
  });

  it('keeps everything typed when the send fails, and sends on the retry (beneficiario@, desktop)', async () => {
    const { page } = await browser.open(VIEWPORTS.desktop);
    await loginAs(page, 'beneficiario@demo.es');
    await openPqr(page);
    await expect.poll(() => page.getByRole('heading', { name: 'Aún no has presentado ninguna solicitud' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await fillForm(page);
    await page.getByLabel('Adjunto (opcional)').setInputFiles(PDF);
    await addFault({ method: 'POST', path: '/pqrs', status: 500 });
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'No hemos podido enviar tu solicitud' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Asunto').inputValue()).toBe(SUBJECT);
    expect(await page.getByLabel('Descripción').inputValue()).toBe(DESCRIPTION);
    expect(await page.getByText(/factura-octubre\.pdf/).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'care-pqr-send-error-desktop');
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect.poll(() => page.getByText(/Tu número de referencia es PQR-2026-000161/).isVisible()).toBe(true);
  });

  it('recovers from a dropped connection on the list; sales staff cannot open it', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await loginAs(page, 'corporativo@demo.es');
    await addFault({ method: 'GET', path: '/pqrs', drop: true, count: 5 });
    await openPqr(page);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'No hemos podido conectar con el servidor' }).isVisible()).toBe(true);
    await fetch(`${at.api}/__sandbox/faults`, { method: 'DELETE' });
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Aún no has presentado ninguna solicitud' }).isVisible()).toBe(true);

    const staff = await browser.open(VIEWPORTS.phone);
    await loginAs(staff.page, 'vendedor@demo.es');
    await staff.page.goto(`${at.portal}/home/pqr`);
    await expect.poll(() => pathname(staff.page)).toBe('/home');
  });
});
