// Citas médicas after booking, driven like a person against the in-process sandbox: a cancellation with its reason
// (the rule on an empty submit, a 500 that keeps what was typed, the retry), the past list that then shows it with
// its reason, and a dropped connection on the upcoming list with a "Reintentar" that works. Changing day and time
// (a held slot, the old one freed only once the new one is taken) is the browser file's smoke path
// (tests/e2e/appointments-manage.e2e.ts).
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { renderApp, signedIn } from '../app/render-app.tsx';

const harness = sandboxPerTest();

// The first screen of the file compiles the area's chunk on two shared, busy cores.
const WAIT = { timeout: 15_000 };
/** titular@'s seeded check-up, a few days ahead: always outside the 2-hour window. */
const SEEDED = 'cita-cus-1001-prox';
const articles = () => [...document.querySelectorAll<HTMLElement>('main article')];
const seeded = () => articles().find((article) => article.textContent?.includes('Medicina general'));
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const cancel = () => fireEvent.click(screen.getByRole('button', { name: 'Cancelar la cita' }));
const alert = () => {
  const shown = document.querySelector<HTMLElement>('main [role="alert"]');
  if (!shown) throw new Error('no alert yet');
  return shown;
};

describe('mis citas', { timeout: 40_000 }, () => {
  it('cancels with a reason: the rule on an empty submit, a 500 that keeps the reason, the retry, then the past list', async () => {
    await signedIn('titular@demo.es');
    const app = renderApp('/home/citas/proximas');
    await waitFor(() => expect(seeded()).toBeTruthy(), WAIT);
    expect(seeded()!.textContent).toMatch(/Puedes cambiarla o cancelarla hasta el/);
    fireEvent.click(within(seeded()!).getByRole('link', { name: /^Cancelar:/ }));
    await screen.findByRole('heading', { level: 1, name: 'Cancelar cita' }, WAIT);
    await screen.findByRole('button', { name: 'Cancelar la cita' }, WAIT);
    expect(app.path()).toBe(`/home/citas/${SEEDED}/cancelar`);

    cancel();
    await screen.findByText('Elige un motivo para cancelar.', {}, WAIT);
    expect(document.activeElement).toBe(field('Motivo de la cancelación'));
    fireEvent.change(field('Motivo de la cancelación'), { target: { value: 'Otro motivo' } });
    fireEvent.input(await screen.findByLabelText('Cuéntanos el motivo', { exact: true }), {
      target: { value: 'Tengo un viaje de trabajo esa semana' },
    });

    await harness.sandbox.fault({ method: 'POST', path: '/appointments/*/cancellation', status: 500 });
    cancel();
    await waitFor(() => expect(alert().textContent).toContain('No hemos podido cancelar la cita'), WAIT);
    expect(field('Cuéntanos el motivo').value).toBe('Tengo un viaje de trabajo esa semana');
    cancel();
    await screen.findByText('Cita cancelada', {}, WAIT);
    const posts = (await harness.sandbox.log()).filter((r) => r.method === 'POST' && r.path.endsWith('/cancellation'));
    expect(posts.map((r) => r.status)).toEqual([500, 200]);

    cleanup();
    renderApp('/home/citas/pasadas');
    await waitFor(() => expect(articles().length).toBeGreaterThan(5), WAIT);
    const cancelled = articles().filter((article) => article.textContent?.includes('Motivo: Tengo un viaje de trabajo esa semana'));
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.textContent).toContain('Cancelada');
    expect(articles().filter((article) => article.textContent?.includes('Realizada')).length).toBeGreaterThan(5);
  });

  it('a dropped connection on the upcoming list says so in Spanish, and "Reintentar" shows the appointments', async () => {
    await signedIn('titular@demo.es');
    await harness.sandbox.fault({ method: 'GET', path: '/appointments', drop: true });
    renderApp('/home/citas/proximas');
    await waitFor(() => expect(alert().textContent).toContain('No hemos podido conectar con el servidor'), WAIT);
    fireEvent.click(within(alert()).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(seeded()).toBeTruthy(), WAIT);
    expect(document.querySelector('main [role="alert"]')).toBeNull();
  });
});
