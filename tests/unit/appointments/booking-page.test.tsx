// Pedir cita beyond the smoke path (from appointments-booking.e2e.ts), driven like a person against the in-process
// sandbox: a holder books for a beneficiary, who then sees it and may book for himself only; and a failed read of the
// free slots is said in Spanish with every choice kept and a "Reintentar" that works.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { renderApp, signedIn } from '../app/render-app.tsx';

const harness = sandboxPerTest();
// The first screen of the file compiles the area's chunk on two shared, busy cores.
const WAIT = { timeout: 15_000 };
const BOOK = '/home/citas/agendar';
const select = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLSelectElement;
/** Each step shows once the one before is answered (and its options read from the sandbox). */
const choose = async (label: string, value: string) => {
  const field = await waitFor(() => {
    const found = select(label);
    if (![...found.options].some((option) => option.value === value)) throw new Error(`${label}: no ${value} yet`);
    return found;
  }, WAIT);
  // As the phone's picker does: a plain change event (fireEvent.change's reaches no listener of this select, as
  // sales-lists.test.tsx found).
  field.value = value;
  field.dispatchEvent(new Event('change', { bubbles: true }));
};
const section = (name: string) => screen.getByRole('heading', { name, exact: true }).closest('section')!;
const dayButtons = () => within(section('4. Día')).getAllByRole('button');
const slotButtons = () => within(screen.getByRole('group', { name: /^Horas libres del/ })).getAllByRole('button');
const people = () => [...select('¿Para quién es la cita?').options].slice(1).map((option) => option.textContent);

async function openBooking(): Promise<void> {
  renderApp(BOOK);
  await screen.findByLabelText('¿Para quién es la cita?', {}, WAIT);
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('pedir cita', { timeout: 40_000 }, () => {
  it('titular@ books for her husband, and beneficiario@ sees it and books for himself only', async () => {
    await signedIn('titular@demo.es');
    await openBooking();
    await choose('¿Para quién es la cita?', 'cus-1002');
    await choose('Especialidad', 'dermatologia');
    await choose('Sede o videoconsulta', 'video');
    fireEvent.click((await waitFor(() => dayButtons()[0]!, WAIT))!);
    fireEvent.click((await waitFor(() => slotButtons()[0]!, WAIT))!);
    const confirm = await waitFor(() => within(section('6. Confirmar')).getByRole('button', { name: 'Confirmar cita' }), WAIT);
    fireEvent.click(confirm);
    await waitFor(
      () => expect(screen.getAllByRole('status').some((node) => node.textContent?.includes('Javier Ortega tiene cita el'))).toBe(true),
      WAIT,
    );
    cleanup();

    await signedIn('beneficiario@demo.es');
    renderApp('/home/citas/proximas');
    const card = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('main article')].find((a) => a.textContent?.includes('Dermatología'));
      if (!found) throw new Error('no Dermatología appointment yet');
      return found;
    }, WAIT);
    expect(card.textContent).toContain('Para Javier Ortega');
    expect(card.textContent).toContain('Videoconsulta');
    cleanup();
    // A beneficiary books for himself only: no choice of person.
    await openBooking();
    expect(people()).toEqual(['Javier Ortega (tú)']);
  });

  it('a 500 on the free slots says so in Spanish, keeps every choice, and retries', async () => {
    await signedIn('corporativo@demo.es');
    await openBooking();
    await choose('Especialidad', 'cardiologia');
    await choose('Sede o videoconsulta', 'hq-madrid');
    await harness.sandbox.fault({ method: 'GET', path: '/appointment-slots', status: 500 });
    fireEvent.click((await waitFor(() => dayButtons()[0]!, WAIT))!);
    const alert = await waitFor(() => within(section('5. Hora')).getByRole('alert'), WAIT);
    await waitFor(() => expect(alert.textContent).toContain('No hemos podido cargar las horas libres'), WAIT);
    expect(alert.textContent).toContain('Error simulado por el sandbox (500).');
    expect(select('Especialidad').value).toBe('cardiologia');
    expect(dayButtons()[0]!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(slotButtons().length).toBeGreaterThan(0), WAIT);
  });
});
