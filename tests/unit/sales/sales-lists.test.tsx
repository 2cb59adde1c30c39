// The sales staff's lists driven like a person against the in-process sandbox: the Asesor's 503 customers filtered,
// the filters in the address (a remount keeps them; paging stays in the browser file), a failed read with a "Reintentar" that works, the
// sales addresses refused to a holder, and the not-found page of an unknown type.
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { renderApp, signedIn } from '../app/render-app.tsx';

const harness = sandboxPerTest();

// The first screen of the file compiles the area's chunk on two shared, busy cores.
const WAIT = { timeout: 15_000 };
const results = () => document.querySelector('[data-testid="sales-results"][aria-busy="false"]')?.textContent;
const heading = () => document.querySelector('main h1')?.textContent;
/** Picks an option as the phone's picker does: a plain change event (fireEvent.change's reached no listener of this select). */
function choose(label: string, value: string) {
  const select = screen.getByLabelText(label, { exact: true }) as HTMLSelectElement;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('sales lists', { timeout: 40_000 }, () => {
  it('asesor@ filters 503 customers by status and advisor; the address keeps the filters, and a remount reads them back', async () => {
    await signedIn('asesor@demo.es');
    const app = renderApp('/home/mySales/admin');
    await waitFor(() => expect(results()).toBe('503 clientes'), WAIT);
    choose('Estado', 'En Mora');
    await waitFor(() => expect(app.path()).toBe('/home/mySales/admin?status=En+Mora'), WAIT);
    choose('Asesor', 'ase-03');
    await waitFor(() => expect(app.path()).toBe('/home/mySales/admin?status=En+Mora&advisor=ase-03'), WAIT);
    await waitFor(() => expect(results()).toMatch(/^\d+ clientes?$/), WAIT);
    const filtered = results();
    expect(filtered).not.toBe('503 clientes');
    choose('Asesor', '');
    await waitFor(() => expect(results()).not.toBe(filtered), WAIT);
    const filteredByStatus = results();
    const address = app.path()!;
    expect(address).toBe('/home/mySales/admin?status=En+Mora');
    cleanup();
    renderApp(address);
    await waitFor(() => expect(results()).toBe(filteredByStatus), WAIT);
    expect((screen.getByLabelText('Estado', { exact: true }) as HTMLSelectElement).value).toBe('En Mora');
  });

  it('a failed read says so in Spanish, and "Reintentar" shows the list', async () => {
    await signedIn('asesor@demo.es');
    await harness.sandbox.fault({ method: 'GET', path: '/sales/customers', status: 500 });
    renderApp('/home/mySales/admin?status=lost');
    const alert = await waitFor(() => {
      const shown = document.querySelector<HTMLElement>('main [role="alert"]');
      if (!shown) throw new Error('no alert yet');
      return shown;
    }, WAIT);
    expect(alert.textContent).toContain('No hemos podido cargar las ventas');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(results()).toMatch(/^\d+ clientes?$/), WAIT);
  });

  it('sends a holder home from every sales address', async () => {
    await signedIn('titular@demo.es');
    for (const path of ['/home/mySales/admin', '/home/mySales/advisorSummary', '/home/customerInformation/sale/cus-1010']) {
      const app = renderApp(path);
      await waitFor(() => expect(app.path(), path).toBe('/home'), WAIT);
      cleanup();
    }
  });

  it('two filters chosen in a row both reach the address and the list: the second does not drop the first', async () => {
    await signedIn('asesor@demo.es');
    const app = renderApp('/home/mySales/admin');
    await waitFor(() => expect(results()).toBe('503 clientes'), WAIT);
    // No wait between the two: a person choosing quickly, before the list has drawn the first choice.
    choose('Estado', 'En Mora');
    choose('Asesor', 'ase-03');
    await waitFor(() => expect(app.path()).toBe('/home/mySales/admin?status=En+Mora&advisor=ase-03'), WAIT);
    expect((screen.getByLabelText('Estado', { exact: true }) as HTMLSelectElement).value).toBe('En Mora');
    expect((screen.getByLabelText('Asesor', { exact: true }) as HTMLSelectElement).value).toBe('ase-03');
  });

  it("a customer opened from the summary gets the focus on its heading, the customer's name, which starts the tab title", async () => {
    await signedIn('vendedor@demo.es');
    renderApp('/home/mySales/advisorSummary');
    const link = await waitFor(() => {
      const first = document.querySelector<HTMLAnchorElement>('main a[href^="/home/customerInformation/sale/"]');
      if (!first) throw new Error('no customer listed yet');
      return first;
    }, WAIT);
    fireEvent.click(link);
    // The heading is the customer's name once the customer has loaded (the page's title while it loads).
    await waitFor(() => expect(heading()).toMatch(/^(?!Información del cliente$).+/), WAIT);
    const name = heading()!;
    await waitFor(() => expect(document.title.startsWith(name), `${document.title} starts with ${name}`).toBe(true), WAIT);
    await waitFor(() => expect(document.activeElement?.textContent).toBe(name), WAIT);
    expect(document.activeElement?.tagName).toBe('H1');
  });

  it('shows a not-found page for an unknown type', async () => {
    await signedIn('vendedor@demo.es');
    for (const path of ['/home/mySales/otra', '/home/customerInformation/otro/cus-1010']) {
      renderApp(path);
      await waitFor(() => expect(heading(), path).toBe('Esta página no existe'), WAIT);
      cleanup();
    }
  });
});
