// One entry of the history, opened from the list as a person opens it: its facts and sections, the report downloaded
// through a short-lived link (the file is the sandbox's PDF), a failed download said in Spanish, the back link that
// keeps the filters, and a failed read with a "Reintentar" that works.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { renderApp, signedIn } from '../app/render-app.tsx';
import { listEntries } from '../../../src/features/medical-record/api/list-entries.ts';
import type { MedicalEntry } from '../../../src/features/medical-record/api/types.ts';

const harness = sandboxPerTest();

const WAIT = { timeout: 8_000 };
const HISTORY = '/home/medical-record/medical-history';
// Plain selectors where a role query would walk the whole shell on every poll: the file stays fast.
const heading = () => document.querySelector('main h1')?.textContent;
const sections = () => [...document.querySelectorAll('main section h2')].map((h2) => h2.textContent);
const shown = (selector: string) => () => {
  const node = document.querySelector<HTMLElement>(selector);
  if (!node) throw new Error(`nothing matches ${selector} yet`);
  return node;
};

/** The anchors the download clicks: their address and file name, instead of a navigation happy-dom cannot do (setup.ts restores the spy). */
let downloads: { href: string; download: string }[] = [];
beforeEach(() => {
  downloads = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.href, download: this.download });
  });
});

/** titular@'s newest result (it has a report to download), opened from the list filtered by type. */
async function openResult(): Promise<{ entry: MedicalEntry; app: ReturnType<typeof renderApp> }> {
  await signedIn('titular@demo.es');
  const entry = (await listEntries('cus-1001', { type: 'resultado' })).items.find((e) => e.document)!;
  expect(entry, 'a result with a report').toBeDefined();
  const app = renderApp(`${HISTORY}?tipo=resultado`);
  const row = await waitFor(shown(`main a[href="${HISTORY}/${entry.id}?tipo=resultado"]`), WAIT);
  fireEvent.click(row);
  await waitFor(() => expect(heading()).toBe(entry.title), WAIT);
  return { entry, app };
}

describe('Historia clínica › one entry', { timeout: 20_000 }, () => {
  it('opens from the list with its facts and sections, downloads its report, and goes back with the filters', async () => {
    const { entry, app } = await openResult();
    expect(app.path()).toBe(`${HISTORY}/${entry.id}?tipo=resultado`);
    await waitFor(() => expect(document.title).toBe(`${entry.title} · Historia clínica · Portal de afiliados`), WAIT);
    const facts = document.querySelector('main dl')!.textContent;
    expect(facts).toContain(entry.doctor.name);
    expect(facts).toContain(entry.speciality.name);
    expect(facts).toContain(entry.place.name);
    expect(sections()).toEqual(expect.arrayContaining(['Resumen', 'Resultados', 'Informe']));
    expect(screen.getByText(entry.summary)).toBeTruthy();

    fireEvent.click(screen.getByText('Descargar informe (PDF)'));
    await screen.findByText(`Descarga iniciada: ${entry.document!.filename}`, {}, WAIT);
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.download).toBe(entry.document!.filename);
    const posts = (await harness.sandbox.log()).filter((r) => r.method === 'POST' && r.path.startsWith('/medical-record/entries/'));
    expect(posts.map((r) => r.path)).toEqual([`/medical-record/entries/${entry.id}/document-link`]);
    const file = await fetch(downloads[0]!.href);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder('latin1').decode((await file.arrayBuffer()).slice(0, 8))).toBe('%PDF-1.4');

    fireEvent.click(screen.getByText('Volver a la historia clínica'));
    await waitFor(() => expect(heading()).toBe('Historia clínica'), WAIT);
    expect(app.path()).toBe(`${HISTORY}?tipo=resultado`);
    const type = await screen.findByLabelText('Tipo', { exact: true }, WAIT);
    expect((type as HTMLSelectElement).value).toBe('resultado');
  });

  it('a download the API refuses says so in Spanish, and starts nothing', async () => {
    await openResult();
    await harness.sandbox.fault({ method: 'POST', path: '/medical-record/entries/*/document-link', status: 500 });
    fireEvent.click(screen.getByText('Descargar informe (PDF)'));
    const alert = await waitFor(shown('main section [role="alert"]'), WAIT);
    expect(alert.textContent).toBe('No hemos podido preparar la descarga. Error simulado por el sandbox (500).');
    expect(downloads).toEqual([]);
  });

  it('a failed read of the entry says so with "Reintentar", and the retry shows it', async () => {
    await signedIn('titular@demo.es');
    const [entry] = (await listEntries('cus-1001', {})).items;
    await harness.sandbox.fault({ method: 'GET', path: '/medical-record/entries/*', drop: true });
    renderApp(`${HISTORY}/${entry!.id}`);
    const alert = await waitFor(shown('main [role="alert"]'), WAIT);
    expect(alert.textContent).toContain('No hemos podido cargar este registro');
    expect(alert.textContent).toContain('No hemos podido conectar con el servidor.');
    expect(heading()).toBe('Historia clínica');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(heading()).toBe(entry!.title), WAIT);
    expect(sections()).toContain('Resumen');
  });
});
