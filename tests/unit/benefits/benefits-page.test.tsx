// Aliados y Ofertas driven like a person against the in-process sandbox: the offers of every member role, the
// category chips and the search (accents ignored), the empty result and its way back, an offer's contact link, a
// failed read with a "Reintentar" that works, and a refused clipboard said in Spanish. The copy itself (a real
// clipboard) is the browser file's (tests/e2e/care-benefits.e2e.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { renderApp, signedIn } from '../app/render-app.tsx';

const harness = sandboxPerTest();

const WAIT = { timeout: 8_000 };
const BENEFITS = '/home/benefits';
// Plain selectors where a role query would walk the whole shell (menu included) on every poll.
const titles = () => [...document.querySelectorAll('main article h2')].map((h2) => h2.textContent);
const count = () => document.querySelector('main search [role="status"]')?.textContent;
const search = () => screen.getByLabelText('Buscar ofertas') as HTMLInputElement;
const type = (text: string) => fireEvent.input(search(), { target: { value: text } });
const chip = (name: string) => fireEvent.click(within(document.querySelector('main')!).getByRole('button', { name }));

async function openBenefits(username: string) {
  await signedIn(username);
  renderApp(BENEFITS);
  await waitFor(() => expect(document.querySelector('main h1')?.textContent).toBe('Aliados y Ofertas'), WAIT);
}

afterEach(() => vi.restoreAllMocks());

describe('Aliados y Ofertas', { timeout: 20_000 }, () => {
  it('shows the eight offers to titular@, beneficiario@ and corporativo@', async () => {
    for (const username of ['titular@demo.es', 'beneficiario@demo.es', 'corporativo@demo.es']) {
      await openBenefits(username);
      await waitFor(() => expect(count()).toBe('8 ofertas'), WAIT);
      expect(titles()).toHaveLength(8);
      cleanup();
    }
  });

  it('filters by category and by words without accents; "Todas" and the empty result’s button bring every offer back', async () => {
    await openBenefits('titular@demo.es');
    await waitFor(() => expect(count()).toBe('8 ofertas'), WAIT);
    chip('Ópticas');
    expect(titles()).toEqual(['20 % en gafas graduadas completas', '30 € de descuento en lentillas anuales']);
    expect(count()).toBe('2 ofertas');
    chip('Todas');
    type('malaga');
    expect(count()).toBe('2 ofertas');
    type('veterinario');
    expect(screen.getByRole('heading', { name: 'No hay ofertas que coincidan' })).toBeTruthy();
    expect(titles()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Ver todas las ofertas' }));
    expect(count()).toBe('8 ofertas');
    expect(search().value).toBe('');
  });

  it('gives each offer its partner’s phone as a tel: link', async () => {
    await openBenefits('titular@demo.es');
    await waitFor(() => expect(count()).toBe('8 ofertas'), WAIT);
    chip('Ópticas');
    const offer = document.querySelector<HTMLElement>('main article')!;
    expect(within(offer).getByRole('link', { name: 'Llamar al 932 15 98 64' }).getAttribute('href')).toBe('tel:+34932159864');
  });

  it('copies a code through the clipboard, and says how to copy by hand when the browser refuses', async () => {
    const writeText = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('denied'));
    await openBenefits('titular@demo.es');
    await waitFor(() => expect(count()).toBe('8 ofertas'), WAIT);
    chip('Ópticas');
    const offer = document.querySelector<HTMLElement>('main article')!;
    fireEvent.click(within(offer).getByRole('button', { name: 'Copiar el código VISION20' }));
    await waitFor(() => expect(within(offer).getByRole('status').textContent).toBe('Código VISION20 copiado.'), WAIT);
    expect(writeText).toHaveBeenCalledWith('VISION20');
    fireEvent.click(within(offer).getByRole('button', { name: 'Copiar el código VISION20' }));
    await waitFor(
      () => expect(within(offer).getByRole('status').textContent).toBe('No hemos podido copiarlo: selecciona el código y cópialo a mano.'),
      WAIT,
    );
  });

  it('a failed read says so in Spanish with "Reintentar", and the retry shows the offers', async () => {
    await signedIn('beneficiario@demo.es');
    await harness.sandbox.fault({ method: 'GET', path: '/offers', status: 500 });
    renderApp(BENEFITS);
    const alert = await waitFor(() => {
      const shown = document.querySelector<HTMLElement>('main [role="alert"]');
      if (!shown) throw new Error('no alert yet');
      return shown;
    }, WAIT);
    expect(alert.textContent).toContain('No hemos podido cargar las ofertas');
    expect(alert.textContent).toContain('No hemos podido cargar las ofertas.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(count()).toBe('8 ofertas'), WAIT);
    expect(document.querySelector('main [role="alert"]')).toBeNull();
  });
});
