// The staff payments' logic (amounts typed the Spanish way, the checks, one key per attempt) and the cash screen
// driven like a Vendedor against the in-process sandbox.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { endAttempts } from '../../../src/features/payments/attempt-key.ts';
import { changeFor, checkLast4, checkReceived, checkVoucher } from '../../../src/features/payments/staff-checks.ts';
import { parseEuros, readStaffQuery, withStaffQuery } from '../../../src/features/payments/staff-query.ts';
import { staffAttemptScope } from '../../../src/features/payments/use-register-staff-payment.ts';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { ACCESS_CONTROL_API } from '../../../src/core/constants.ts';
import { readAccessToken } from '../../../src/core/session/session-cookies.ts';
import { renderApp, signedIn } from '../app/render-app.tsx';

const WAIT = { timeout: 8_000 };
const nbsp = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

afterEach(() => {
  endAttempts();
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('amounts and checks', () => {
  it('reads euros as a person types them in Spain', () => {
    expect(parseEuros('50')).toBe(5000);
    expect(parseEuros('50,5')).toBe(5050);
    expect(parseEuros('39,90 €')).toBe(3990);
    expect(parseEuros('1.250,00')).toBe(125000);
    expect(parseEuros('50.25')).toBe(5025);
    for (const bad of ['', 'cincuenta', '50,555', '1,250.00', '-5']) expect(parseEuros(bad), bad).toBeNull();
  });

  it('says what is wrong with the amount received and works out the change', () => {
    expect(checkReceived('', 3990)).toEqual({ ok: false, error: 'Indica el importe que te ha entregado el cliente.' });
    expect(checkReceived('abc', 3990)).toEqual({ ok: false, error: 'Escribe un importe en euros, por ejemplo 50,00.' });
    const short = checkReceived('20,00', 3990);
    expect(short.ok ? '' : nbsp(short.error)).toBe('El importe recibido no cubre el total (39,90 €).');
    expect(checkReceived('50,00', 3990)).toEqual({ ok: true, value: 5000 });
    expect(changeFor('50,00', 3990)).toBe(1010);
    expect(changeFor('39,90', 3990)).toBe(0);
    expect(changeFor('30', 3990)).toBeNull();
  });

  it('checks the voucher (6 to 12 digits) and the optional last four digits', () => {
    expect(checkVoucher('')).toMatchObject({ ok: false });
    expect(checkVoucher('12345')).toEqual({ ok: false, error: 'El número de comprobante tiene de 6 a 12 dígitos, solo números.' });
    expect(checkVoucher('12a456')).toMatchObject({ ok: false });
    expect(checkVoucher(' 123456 ')).toEqual({ ok: true, value: '123456' });
    expect(checkLast4('')).toEqual({ ok: true, value: null });
    expect(checkLast4('424')).toMatchObject({ ok: false });
    expect(checkLast4('4242')).toEqual({ ok: true, value: '4242' });
  });

  it('keeps customer, headquarters and sale in the address', () => {
    expect(withStaffQuery('/home/paymentCash', { customer: 'cus-1', hq: 'hq-madrid', sale: '' })).toBe(
      '/home/paymentCash?customer=cus-1&hq=hq-madrid',
    );
    expect(readStaffQuery('?customer=cus-1&sale=vta-9')).toEqual({ customer: 'cus-1', hq: '', sale: 'vta-9' });
  });

  it('names an attempt by its whole body, so another amount is another attempt', () => {
    const base = { customer_id: 'cus-1', headquarters_id: 'hq-madrid', method: 'cash' as const, amount_received_cents: 5000 };
    expect(staffAttemptScope(base)).toBe(staffAttemptScope({ ...base }));
    expect(staffAttemptScope(base)).not.toBe(staffAttemptScope({ ...base, amount_received_cents: 6000 }));
  });
});

/** A call of the sandbox as vendedor@, through the portal's own token (the tests' fetch goes to the sandbox). */
async function staffCall(path: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const reply = await fetch(`${ACCESS_CONTROL_API}${path}`, { headers: { authorization: `Bearer ${readAccessToken() ?? ''}` } });
  return { status: reply.status, json: (await reply.json()) as Record<string, unknown> };
}

describe('paymentCash against the sandbox', { timeout: 30_000 }, () => {
  const harness = sandboxPerTest();
  const open = async (path: string) => {
    window.history.replaceState(null, '', path);
    await signedIn('vendedor@demo.es');
    return renderApp(path.split('?')[0]!);
  };

  it('registers one payment however often confirm is pressed, and shows the change as it is typed', async () => {
    const app = await open('/home/paymentCash?customer=cus-5072&hq=hq-madrid');
    const amount = await screen.findByLabelText('Importe recibido', {}, WAIT);
    expect(nbsp(screen.getByRole('button', { name: /Registrar el pago/ }).textContent)).toBe('Registrar el pago de 39,90 €');
    fireEvent.input(amount, { target: { value: '50,00' } });
    await waitFor(() => expect(nbsp(screen.getByText('Cambio a devolver').parentElement?.textContent)).toBe('Cambio a devolver10,10 €'));
    const confirm = screen.getByRole('button', { name: /Registrar el pago/ });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(app.path()).toMatch(/^~?\/home\/registeredPayment\?payment=spay-\d+$/), WAIT);
    const posts = (await harness.sandbox.log()).filter((r) => r.method === 'POST' && r.path === '/staff-payments');
    expect(posts.map((r) => r.status)).toEqual([201]);
  });

  it('keeps what was typed and explains a refusal in Spanish', async () => {
    await open('/home/paymentCash?customer=cus-5072&hq=hq-madrid');
    const amount = await screen.findByLabelText('Importe recibido', {}, WAIT);
    fireEvent.input(amount, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: /Registrar el pago/ }));
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(nbsp(screen.getByText(/no cubre el total/).textContent)).toBe('El importe recibido no cubre el total (39,90 €).');
    expect((amount as HTMLInputElement).value).toBe('20');
    expect((await harness.sandbox.log()).some((r) => r.path === '/staff-payments')).toBe(false);
  });

  it('takes a card terminal payment from a sale and returns to the sale', async () => {
    const app = await open('/home/paymentPOS?customer=cus-5072&hq=hq-bilbao&sale=vta-72');
    const voucher = await screen.findByLabelText('Número de comprobante del datáfono', {}, WAIT);
    fireEvent.input(voucher, { target: { value: '00123456' } });
    fireEvent.input(screen.getByLabelText('Últimos 4 dígitos de la tarjeta (opcional)'), { target: { value: '4242' } });
    fireEvent.click(screen.getByRole('button', { name: /Registrar el pago/ }));
    // registeredSale is the sales area's screen: until it is served the router replaces its address with home.
    // Either way the sale's flow never shows this area's receipt.
    await waitFor(() => expect(app.location.history.at(-1)).toMatch(/^\/home(\/registeredSale\?sale=vta-72)?$/), WAIT);
    expect(app.location.history.some((path) => path.includes('registeredPayment'))).toBe(false);
    const post = (await harness.sandbox.log()).find((r) => r.method === 'POST' && r.path === '/staff-payments');
    expect(post?.status).toBe(201);
  });

  it('a dropped connection after the server took the payment: a Spanish error, the amount kept, and the retry gets the same payment, charged once', async () => {
    const app = await open('/home/paymentCash?customer=cus-5072&hq=hq-madrid');
    const amount = await screen.findByLabelText('Importe recibido', {}, WAIT);
    fireEvent.input(amount, { target: { value: '50,00' } });
    await harness.sandbox.fault({ method: 'POST', path: '/staff-payments', drop: true, after: true });
    fireEvent.click(screen.getByRole('button', { name: /Registrar el pago/ }));
    const alert = await screen.findByRole('alert', {}, WAIT);
    await waitFor(() => expect(alert.textContent).toContain('No se ha registrado el pago'), WAIT);
    expect(alert.textContent).toContain('No hemos podido conectar con el servidor.');
    expect((amount as HTMLInputElement).value).toBe('50,00');
    fireEvent.click(screen.getByRole('button', { name: /Registrar el pago/ }));
    await waitFor(() => expect(app.path()).toMatch(/^~?\/home\/registeredPayment\?payment=spay-\d+$/), WAIT);
    // Both attempts reached the service (the first's answer lost: status 0); the customer has one payment, not two.
    const posts = (await harness.sandbox.log()).filter((r) => r.method === 'POST' && r.path === '/staff-payments');
    expect(posts.map((r) => r.status)).toEqual([0, 201]);
    const { json } = await staffCall('/sales/customers/cus-5072');
    expect((json.payments as { status: string; receipt_number: string | null }[]).filter((c) => c.receipt_number)).toEqual([
      expect.objectContaining({ status: 'paid', receipt_number: expect.stringMatching(/000001$/) }),
    ]);
  });

  it('a holder who opens the cash address is sent home and told in Spanish, with no form', async () => {
    await signedIn('titular@demo.es');
    const app = renderApp('/home/paymentCash');
    await waitFor(() => expect(app.path()).toBe('/home'), WAIT);
    expect(await screen.findByText('«Pago en efectivo» no está disponible para tu tipo de cuenta.', {}, WAIT)).toBeTruthy();
    expect(screen.queryByLabelText('Importe recibido')).toBeNull();
    expect((await harness.sandbox.log()).some((r) => r.path.startsWith('/staff-payments'))).toBe(false);
  });

  it('a failed read of the customer says so, and "Reintentar" shows the form', async () => {
    await harness.sandbox.fault({ method: 'GET', path: '/staff-payments/customers/cus-5072', status: 500 });
    await open('/home/paymentSite?customer=cus-5072');
    fireEvent.click(await screen.findByRole('button', { name: 'Reintentar' }, WAIT));
    expect(await screen.findByLabelText('Sede donde recibes el pago', {}, WAIT)).toBeTruthy();
  });

  it("tells a Vendedor plainly that another advisor's customer is not theirs, and a missing customer", async () => {
    await open('/home/paymentSite?customer=cus-5065');
    expect(await screen.findByText('Este cliente pertenece a otro asesor.', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a mis clientes' }).getAttribute('href')).toContain('/home/mySales/advisorSummary');
    cleanup();
    await open('/home/paymentSite');
    expect(await screen.findByText('No sabemos a qué cliente cobrar', {}, WAIT)).toBeTruthy();
  });
});
