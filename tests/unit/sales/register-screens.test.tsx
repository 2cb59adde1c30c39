// registerSale and customerInformation's actions driven like a person, against the in-process sandbox.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { heading, renderApp, signedIn } from '../app/render-app.tsx';
import { listSalesCustomers } from '../../../src/features/sales/api/list-sales-customers.ts';
import { getSalesCustomer } from '../../../src/features/sales/api/get-sales-customer.ts';

const WAIT = { timeout: 8_000 };
const harness = sandboxPerTest();

async function openForm(username: string) {
  await signedIn(username);
  const view = renderApp('/home/registerSale');
  await heading('Registrar venta');
  await screen.findByLabelText('Tipo de documento', {}, WAIT);
  return view;
}

describe('Registrar venta', { timeout: 20_000 }, () => {
  it('asks an Asesor, not a Vendedor, whose sale it is', async () => {
    await openForm('vendedor@demo.es');
    expect(screen.queryByLabelText('Asesor de la venta')).toBeNull();
  });

  it('an Asesor picks the advisor', async () => {
    await openForm('asesor@demo.es');
    const advisor = screen.getByLabelText('Asesor de la venta') as HTMLSelectElement;
    expect(advisor.options.length).toBe(9);
  });

  it('an empty submit marks the fields in Spanish and focuses the first; the plan bounds the beneficiaries', async () => {
    await openForm('vendedor@demo.es');
    fireEvent.click(screen.getByRole('button', { name: 'Registrar venta' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('venta-document_type'));
    expect(screen.getByLabelText('Nombre').getAttribute('aria-invalid')).toBe('true');
    const posts = (await harness.sandbox.log()).filter((r) => r.method === 'POST' && r.path === '/sales');
    expect(posts).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Plan'), { target: { value: 'INDIVIDUAL' } });
    await screen.findByText('Este plan no admite beneficiarios.');
    expect(screen.queryByRole('button', { name: 'Añadir beneficiario' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Plan'), { target: { value: 'FAMILIAR' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir beneficiario' }));
    await screen.findByRole('heading', { name: 'Beneficiario 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Quitar beneficiario 1' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Beneficiario 1' })).toBeNull());
  });
});

describe('Información del cliente: qué puedes hacer', { timeout: 20_000 }, () => {
  it('offers the payment and resends the welcome to a customer who never signed in', async () => {
    // The welcome link must open a page of the portal: the sandbox accepts only the portal's origins.
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('http://localhost:4173/home');
    await signedIn('vendedor@demo.es');
    const page = await listSalesCustomers({ page_size: 100, sort: 'name' });
    const ids = page.items.filter((r) => r.customer_id.startsWith('cus-5') && r.stage === 'win').map((r) => r.customer_id);
    let target: Awaited<ReturnType<typeof getSalesCustomer>> | undefined;
    for (const id of ids) {
      const detail = await getSalesCustomer(id);
      if (detail.actions.register_payment && detail.actions.resend_welcome) {
        target = detail;
        break;
      }
    }
    expect(target).toBeDefined();
    renderApp(`/home/customerInformation/sale/${target!.customer_id}`);
    const pay = await screen.findByRole('link', { name: 'Registrar pago' }, WAIT);
    expect(pay.getAttribute('href')).toBe(`/home/paymentSite?customer=${target!.customer_id}`);
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar bienvenida' }));
    await waitFor(() => expect(document.querySelector('main')?.textContent).toContain(`Bienvenida reenviada a ${target!.email}.`), WAIT);
    // A failed resend says so in Spanish; the next tap sends it.
    await harness.sandbox.fault({ method: 'POST', path: '/sales/customers/*/welcome', status: 500 });
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar bienvenida' }));
    await waitFor(
      () =>
        expect(
          screen
            .getAllByRole('alert')
            .map((a) => a.textContent)
            .join(' '),
        ).toContain('No hemos podido reenviar la bienvenida'),
      WAIT,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar bienvenida' }));
    await waitFor(() => {
      const welcomes = harness.sandbox
        .log()
        .then((log) => log.filter((r) => r.method === 'POST' && r.path.endsWith('/welcome')).map((r) => r.status));
      return expect(welcomes).resolves.toEqual([200, 500, 200]);
    }, WAIT);
  });

  it('registeredSale: a failed read of the sale says so in Spanish, and "Reintentar" shows it', async () => {
    await signedIn('vendedor@demo.es');
    await harness.sandbox.fault({ method: 'GET', path: '/sales/vta-*', status: 500 });
    window.history.replaceState(null, '', '/home/registeredSale?sale=vta-72');
    renderApp('/home/registeredSale?sale=vta-72');
    const retry = await screen.findByRole('button', { name: 'Reintentar' }, WAIT);
    expect(
      screen
        .getAllByRole('alert')
        .map((a) => a.textContent)
        .join(' '),
    ).toContain('No hemos podido cargar la venta');
    expect(document.querySelector('main')?.textContent).not.toContain('Juan Delgado');
    fireEvent.click(retry);
    // The sale itself, its customer named under the title, where the error was.
    await waitFor(() => expect(document.querySelector('main')?.textContent).toContain('Juan Delgado'), WAIT);
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });
});
