// PQR in a real browser: the wiring of one path, and what happy-dom cannot do (a file input's change reaching preact):
// a claim with an attachment checked for type and size, a 500 on the send that keeps everything typed and the file,
// then sent on the retry with its reference. The screen logic (the list, filing without a file, the follow-up to the
// answer, the kept form, the empty list, a dropped connection with "Reintentar", sales staff sent home) is tested
// against the in-process sandbox in tests/unit/support/pqr-pages.test.tsx and pqr-form.test.tsx; axe on pqr, pqr/new
// and pqr/:id is the axe tour's (support/axe-tour.ts). No screenshot: nothing compares them.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { addFault, at } from './support/sandbox.ts';
import { loginAs } from './support/login.ts';

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

describe('PQR', () => {
  it('checks an attachment, keeps it and everything typed when the send fails, and sends on the retry (titular@, phone)', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await loginAs(page, 'titular@demo.es');
    await openPqr(page);
    await fillForm(page);
    await page.getByLabel('Adjunto (opcional)').setInputFiles(TEXT);
    await expect.poll(() => page.getByText('El adjunto debe ser un PDF, JPG o PNG.').isVisible()).toBe(true);
    await page.getByLabel('Adjunto (opcional)').setInputFiles({ ...PDF, buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x25) });
    await expect.poll(() => page.getByText('El adjunto no puede pasar de 5 MB.').isVisible()).toBe(true);
    await page.getByLabel('Adjunto (opcional)').setInputFiles(PDF);
    await expect.poll(() => page.getByText(/factura-octubre\.pdf \(1 KB\)/).isVisible()).toBe(true);

    await addFault({ method: 'POST', path: '/pqrs', status: 500 });
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'No hemos podido enviar tu solicitud' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Asunto').inputValue()).toBe(SUBJECT);
    expect(await page.getByLabel('Descripción').inputValue()).toBe(DESCRIPTION);
    expect(await page.getByText(/factura-octubre\.pdf/).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect
      .poll(() => page.getByText('Hemos recibido tu solicitud. Tu número de referencia es PQR-2026-000161.').isVisible())
      .toBe(true);
    expect(await page.locator('main h1').textContent()).toBe(SUBJECT);
    expect(await page.getByText('Adjunto: factura-octubre.pdf (1 KB)').isVisible()).toBe(true);
  });
});
