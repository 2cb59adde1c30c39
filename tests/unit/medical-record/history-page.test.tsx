// Historia clínica driven like a person against the in-process sandbox: the member's own entries, a filter kept in
// the address and sent to the API, the "Quitar filtros" way back, the empty state of a new member, a filter that
// matches nothing, and a failed read in Spanish with a "Reintentar" that works.
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { renderApp, signedIn } from '../app/render-app.tsx';
import { listEntries } from '../../../src/features/medical-record/api/list-entries.ts';

const harness = sandboxPerTest();

const WAIT = { timeout: 8_000 };
const HISTORY = '/home/medical-record/medical-history';
// Plain selectors where a role query would walk the whole shell (menu included) on every poll: the file stays fast.
/** The entries on screen: each a link to its detail. */
const rows = () => [...document.querySelectorAll<HTMLAnchorElement>(`main a[href^="${HISTORY}/"]`)];
/** The bar's count, a status region of the screen. */
const count = () =>
  [...document.querySelectorAll('main [role="status"]')].find((node) => /registros?$/.test(node.textContent ?? ''))?.textContent;
const heading = () => document.querySelector('main h1')?.textContent;
/** Picks an option as the phone's picker does: a plain change event (fireEvent.change's reached no listener of this select). */
function choose(label: string, value: string) {
  const select = screen.getByLabelText(label, { exact: true }) as HTMLSelectElement;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
const entryCalls = async () =>
  (await harness.sandbox.log()).filter((r) => r.method === 'GET' && r.path === '/medical-record/entries').map((r) => r.query);

async function openHistory(username: string) {
  await signedIn(username);
  const app = renderApp(HISTORY);
  await waitFor(() => expect(heading()).toBe('Historia clínica'), WAIT);
  return app;
}

describe('Historia clínica', { timeout: 20_000 }, () => {
  it('lists every entry of the member’s own history, by month, with its type, and counts them', async () => {
    await openHistory('titular@demo.es');
    const { items } = await listEntries('cus-1001', {});
    expect(items.length).toBeGreaterThan(7);
    await waitFor(() => expect(rows()).toHaveLength(items.length), WAIT);
    expect(rows().map((row) => row.getAttribute('href'))).toEqual(items.map((entry) => `${HISTORY}/${entry.id}`));
    expect(rows()[0]!.textContent).toContain(items[0]!.title);
    expect(rows()[0]!.textContent).toContain(items[0]!.doctor.name);
    expect(count()).toBe(`${items.length} registros`);
    expect(document.querySelectorAll('main section[aria-label] h2').length).toBeGreaterThan(1);
    expect((await entryCalls()).every((query) => query.patient_id === 'cus-1001')).toBe(true);
    expect(screen.getByText('Solo tú ves tu historia clínica. La de un menor a tu cargo se solicita en tu sede.')).toBeTruthy();
  });

  it('filters by type: the address keeps it, the API is asked for it, only that type is shown; "Quitar filtros" undoes it', async () => {
    const app = await openHistory('titular@demo.es');
    const { items } = await listEntries('cus-1001', {});
    const results = items.filter((entry) => entry.type === 'resultado');
    expect(results.length).toBeGreaterThan(0);
    await waitFor(() => expect(rows()).toHaveLength(items.length), WAIT);

    choose('Tipo', 'resultado');
    await waitFor(() => expect(rows()).toHaveLength(results.length), WAIT);
    expect(app.path()).toBe(`${HISTORY}?tipo=resultado`);
    expect((await entryCalls()).at(-1)).toMatchObject({ patient_id: 'cus-1001', type: 'resultado' });
    expect(rows().every((row) => within(row).getByText('Resultado'))).toBe(true);
    expect(rows()[0]!.getAttribute('href')).toBe(`${HISTORY}/${results[0]!.id}?tipo=resultado`);
    await waitFor(() => expect(count()).toBe(results.length === 1 ? '1 registro' : `${results.length} registros`), WAIT);

    fireEvent.click(screen.getByText('Quitar filtros'));
    await waitFor(() => expect(rows()).toHaveLength(items.length), WAIT);
    expect(app.path()).toBe(HISTORY);
    expect((screen.getByLabelText('Tipo', { exact: true }) as HTMLSelectElement).value).toBe('');
  });

  it('a filter that matches nothing says so and keeps the filters to change', async () => {
    await signedIn('titular@demo.es');
    const { items, filters } = await listEntries('cus-1001', {});
    // A type and a speciality that never meet in the seeded history.
    const [type, speciality] = filters.types
      .flatMap((type) => filters.specialities.map((s) => [type, s.code] as const))
      .find(([type, code]) => !items.some((e) => e.type === type && e.speciality.code === code))!;
    expect(speciality, 'a type and a speciality without an entry').toBeDefined();
    renderApp(`${HISTORY}?tipo=${type}&especialidad=${speciality}`);
    expect((await screen.findByText('Ningún registro con estos filtros', {}, WAIT)).tagName).toBe('H2');
    expect(rows()).toEqual([]);
    expect((screen.getByLabelText('Tipo', { exact: true }) as HTMLSelectElement).value).toBe(type);
    expect((screen.getByLabelText('Especialidad', { exact: true }) as HTMLSelectElement).value).toBe(speciality);
    expect(screen.getByText('Quitar filtros').closest('button')).toBeTruthy();
    expect(screen.queryByText('Tu historia clínica está vacía')).toBeNull();
  });

  it('a new member sees the empty state, which leads to booking, and no filters', async () => {
    await openHistory('nuevo@demo.es');
    await screen.findByText('Tu historia clínica está vacía', {}, WAIT);
    expect(screen.getByText('Cuando acudas a tu primera consulta verás aquí los diagnósticos, las recetas y los resultados.')).toBeTruthy();
    expect(screen.getByText('Pedir una cita').closest('a')?.getAttribute('href')).toBe('/home/citas/agendar');
    expect(screen.queryByLabelText('Tipo', { exact: true })).toBeNull();
    expect(rows()).toEqual([]);
  });

  it('beneficiario@ and corporativo@ each read only their own history: every call asks for their own patient', async () => {
    for (const [username, patient] of [
      ['beneficiario@demo.es', 'cus-1002'],
      ['corporativo@demo.es', 'cus-1006'],
    ] as const) {
      await signedIn(username);
      const { items } = await listEntries(patient, {});
      const before = (await entryCalls()).length;
      renderApp(HISTORY);
      await waitFor(() => expect(rows()).toHaveLength(items.length), WAIT);
      expect(rows()[0]!.textContent).toContain(items[0]!.title);
      const calls = (await entryCalls()).slice(before);
      expect(calls.length).toBeGreaterThan(0);
      expect(calls.every((query) => query.patient_id === patient)).toBe(true);
      cleanup();
    }
  });

  it('a 500 on a filter change keeps the chosen filter, and "Reintentar" shows only that type', async () => {
    await openHistory('titular@demo.es');
    const { items } = await listEntries('cus-1001', {});
    const consultations = items.filter((entry) => entry.type === 'consulta');
    expect(consultations.length).toBeGreaterThan(0);
    await waitFor(() => expect(rows()).toHaveLength(items.length), WAIT);
    await harness.sandbox.fault({ method: 'GET', path: '/medical-record/entries', status: 500 });
    choose('Tipo', 'consulta');
    const alert = await waitFor(() => {
      const shown = document.querySelector<HTMLElement>('main [role="alert"]');
      if (!shown) throw new Error('no alert yet');
      return shown;
    }, WAIT);
    expect(alert.textContent).toContain('No hemos podido cargar tu historia clínica');
    expect(alert.textContent).toContain('Error simulado por el sandbox (500).');
    expect((screen.getByLabelText('Tipo', { exact: true }) as HTMLSelectElement).value).toBe('consulta');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(rows()).toHaveLength(consultations.length), WAIT);
    expect(rows().every((row) => within(row).getByText('Consulta'))).toBe(true);
    expect((await entryCalls()).at(-1)).toMatchObject({ patient_id: 'cus-1001', type: 'consulta' });
  });

  it('a failed read says so in Spanish with "Reintentar", and the retry shows the entries', async () => {
    await signedIn('titular@demo.es');
    await harness.sandbox.fault({ method: 'GET', path: '/medical-record/entries', status: 500 });
    renderApp(HISTORY);
    const alert = await waitFor(() => {
      const shown = document.querySelector<HTMLElement>('main [role="alert"]');
      if (!shown) throw new Error('no alert yet');
      return shown;
    }, WAIT);
    expect(alert.textContent).toContain('No hemos podido cargar tu historia clínica');
    expect(alert.textContent).toContain('Error simulado por el sandbox (500).');
    expect(rows()).toEqual([]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(rows().length).toBeGreaterThan(7), WAIT);
    expect(document.querySelector('main [role="alert"]')).toBeNull();
    expect(await entryCalls()).toHaveLength(2);
  });
});
