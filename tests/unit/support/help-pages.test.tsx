// Ayuda y soporte driven like a person against the in-process sandbox: /home/support opens the questions, the FAQ
// searched with and without results (accents ignored) and cleared, a question opened, the contact channels and their
// links, and failed reads (a 500 on the questions, a dropped connection on the channels) with a "Reintentar" that
// works.
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { renderApp, signedIn } from '../app/render-app.tsx';

const harness = sandboxPerTest();

const WAIT = { timeout: 8_000 };
const count = () => document.querySelector('main search [role="status"]')?.textContent;
const search = () => screen.getByLabelText('Buscar en las preguntas frecuentes', { exact: false }) as HTMLInputElement;
const type = (text: string) => fireEvent.input(search(), { target: { value: text } });
const alert = () => {
  const shown = document.querySelector<HTMLElement>('main [role="alert"]');
  if (!shown) throw new Error('no alert yet');
  return shown;
};

describe('Ayuda y soporte', { timeout: 20_000 }, () => {
  it('/home/support opens on the thirteen questions for corporativo@ and beneficiario@', async () => {
    for (const username of ['corporativo@demo.es', 'beneficiario@demo.es']) {
      await signedIn(username);
      const app = renderApp('/home/support');
      await waitFor(() => expect(count()).toBe('13 preguntas'), WAIT);
      expect(app.path()).toBe('/home/support/questions');
      cleanup();
    }
  });

  it('searches without accents, opens the answer, says when nothing matches, and "Borrar la búsqueda" brings all back', async () => {
    await signedIn('titular@demo.es');
    renderApp('/home/support/questions');
    await waitFor(() => expect(count()).toBe('13 preguntas'), WAIT);
    type('contrasena');
    expect(count()).toBe('1 pregunta');
    fireEvent.click(screen.getByText('¿Cómo cambio mi contraseña?'));
    expect(screen.getByText(/Te enviaremos un enlace a tu correo/)).toBeTruthy();
    type('hipoteca');
    expect(screen.getByRole('heading', { name: 'Sin resultados para «hipoteca»' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Borrar la búsqueda' }));
    expect(count()).toBe('13 preguntas');
    expect(search().value).toBe('');
  });

  it('lists the contact channels: a tel: link, WhatsApp in a new tab and a mailto: link', async () => {
    await signedIn('titular@demo.es');
    renderApp('/home/support/questions');
    await waitFor(() => expect(count()).toBe('13 preguntas'), WAIT);
    fireEvent.click(within(document.querySelector('main')!).getByRole('link', { name: 'Contacto' }));
    await screen.findByRole('heading', { name: 'Canales de contacto' }, WAIT);
    expect(screen.getByRole('link', { name: 'Llamar al 910 60 80 90' }).getAttribute('href')).toBe('tel:+34910608090');
    const whatsapp = screen.getByRole('link', { name: /Escribir por WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/34611204060');
    expect(whatsapp.getAttribute('rel')).toBe('noopener');
    expect(screen.getByRole('link', { name: 'ayuda@portalafiliados.es' }).getAttribute('href')).toBe('mailto:ayuda@portalafiliados.es');
  });

  it('a 500 on the questions and a dropped connection on the channels are said in Spanish; each "Reintentar" works', async () => {
    await signedIn('beneficiario@demo.es');
    await harness.sandbox.fault({ method: 'GET', path: '/support/faqs', status: 500 });
    renderApp('/home/support/questions');
    await waitFor(() => expect(alert().textContent).toContain('No hemos podido cargar las preguntas frecuentes'), WAIT);
    fireEvent.click(within(alert()).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(count()).toBe('13 preguntas'), WAIT);

    await harness.sandbox.fault({ method: 'GET', path: '/support/channels', drop: true });
    fireEvent.click(within(document.querySelector('main')!).getByRole('link', { name: 'Contacto' }));
    await waitFor(() => expect(alert().textContent).toContain('No hemos podido conectar con el servidor'), WAIT);
    fireEvent.click(within(alert()).getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('heading', { name: 'Canales de contacto' }, WAIT);
    expect(document.querySelector('main [role="alert"]')).toBeNull();
  });
});
