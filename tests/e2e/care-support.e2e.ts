// [10/12] Ayuda y soporte: the FAQ searched with and without results, the contact channels, and a failing main
// call that recovers with a retry.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { addFault, at } from './support/sandbox.ts';
import { expectNoAxeViolations, saveScreenshot } from './support/checks.ts';
import { loginAs } from './support/login.ts';

const browser = browserPerFile();

async function openFaq(page: Page): Promise<void> {
  await page.goto(`${at.portal}/home/support/questions`);
  await expect.poll(() => page.locator('main h1').textContent()).toBe('Ayuda y soporte');
}

const count = (page: Page) => page.locator('main search [role="status"]').textContent();

describe('Ayuda y soporte', () => {
  it('searches the FAQ with and without results, then shows the contact channels (titular@, phone)', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await loginAs(page, 'titular@demo.es');
    await openFaq(page);
    await expect.poll(() => count(page)).toBe('13 preguntas');
    const search = page.getByLabel('Buscar en las preguntas frecuentes');
    await search.fill('contrasena');
    await expect.poll(() => count(page)).toBe('1 pregunta');
    await page.getByText('¿Cómo cambio mi contraseña?').click();
    await expect.poll(() => page.getByText(/Te enviaremos un enlace a tu correo/).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'care-support-faq-found-phone');
    await search.fill('hipoteca');
    await expect.poll(() => page.getByRole('heading', { name: 'Sin resultados para «hipoteca»' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'care-support-faq-empty-phone');
    await page.getByRole('button', { name: 'Borrar la búsqueda' }).click();
    await expect.poll(() => count(page)).toBe('13 preguntas');

    await page.getByRole('link', { name: 'Contacto', exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Canales de contacto' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Llamar al 910 60 80 90' }).getAttribute('href')).toBe('tel:+34910608090');
    const whatsapp = page.getByRole('link', { name: /Escribir por WhatsApp/ });
    expect(await whatsapp.getAttribute('href')).toBe('https://wa.me/34611204060');
    expect(await whatsapp.getAttribute('rel')).toBe('noopener');
    expect(await page.getByRole('link', { name: 'ayuda@portalafiliados.es' }).getAttribute('href')).toBe('mailto:ayuda@portalafiliados.es');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'care-support-contact-phone');
  });

  it('opens on the questions from /home/support, axe-clean on a desktop (corporativo@, beneficiario@)', async () => {
    for (const account of ['corporativo@demo.es', 'beneficiario@demo.es']) {
      const { page } = await browser.open(VIEWPORTS.desktop);
      await loginAs(page, account);
      await page.goto(`${at.portal}/home/support`);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/home/support/questions');
      await expect.poll(() => count(page)).toBe('13 preguntas');
      await expectNoAxeViolations(page);
      if (account.startsWith('corporativo')) await saveScreenshot(page, 'care-support-faq-desktop');
    }
  });

  it('recovers from a 500 on the FAQ and a dropped connection on the channels with "Reintentar"', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await loginAs(page, 'beneficiario@demo.es');
    await addFault({ method: 'GET', path: '/support/faqs', status: 500 });
    await openFaq(page);
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'No hemos podido cargar las preguntas frecuentes' }).isVisible())
      .toBe(true);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'care-support-error-phone');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => count(page)).toBe('13 preguntas');

    await addFault({ method: 'GET', path: '/support/channels', drop: true, count: 5 });
    await page.getByRole('link', { name: 'Contacto', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'No hemos podido conectar con el servidor' }).isVisible()).toBe(true);
    await fetch(`${at.api}/__sandbox/faults`, { method: 'DELETE' });
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Canales de contacto' }).isVisible()).toBe(true);
  });
});
