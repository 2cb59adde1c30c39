// Ayuda y soporte in a real browser: the wiring of one path (the FAQ searched and a question opened, then the contact
// channels through the section tabs). The screen logic (the redirect from /home/support, searches with and without
// results, the links, a 500 and a dropped connection with "Reintentar") is tested against the in-process sandbox in
// tests/unit/support/help-pages.test.tsx; axe on support/questions and support/contact is the axe tour's
// (support/axe-tour.ts). No screenshot: nothing compares them.
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { at } from './support/sandbox.ts';
import { loginAs } from './support/login.ts';

const browser = browserPerFile();

describe('Ayuda y soporte', () => {
  it('searches the FAQ, opens an answer, then shows the contact channels (titular@, phone)', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await loginAs(page, 'titular@demo.es');
    await page.goto(`${at.portal}/home/support/questions`);
    const count = () => page.locator('main search [role="status"]').textContent();
    await expect.poll(count).toBe('13 preguntas');
    await page.getByLabel('Buscar en las preguntas frecuentes').fill('contrasena');
    await expect.poll(count).toBe('1 pregunta');
    await page.getByText('¿Cómo cambio mi contraseña?').click();
    await expect.poll(() => page.getByText(/Te enviaremos un enlace a tu correo/).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Contacto', exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Canales de contacto' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Llamar al 910 60 80 90' }).getAttribute('href')).toBe('tel:+34910608090');
  });
});
