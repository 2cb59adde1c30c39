// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sandbox, ORIGIN } from './sandbox-client.ts';
import { sendMessage } from '../../../demo-host/sandbox/domains/outbox/outbox.ts';
import { Store } from '../../../demo-host/sandbox/store.ts';

describe('outbox', () => {
  it('sendMessage keeps messages newest last, and reset empties them', () => {
    const store = new Store();
    sendMessage(store, { channel: 'email', to: 'ana@correo.es', kind: 'welcome', subject: 'Hola', text: 'Bienvenida' });
    const second = sendMessage(store, { channel: 'sms', to: '+34611222333', kind: 'otp', text: 'Código 123456' });
    expect(store.outbox.map((m) => m.kind)).toEqual(['welcome', 'otp']);
    expect(second).toMatchObject({ channel: 'sms', subject: null, link: null, metadata: {} });
    store.reset();
    expect(store.outbox).toEqual([]);
  });

  it('an OTP request lands in the outbox with its code; filters by address and kind; reset empties it', async () => {
    const { call } = sandbox();
    await call('POST', '/otp', { body: { address: '+34 611 222 333', channel: 'sms' } });
    await call('POST', '/otp', { body: { address: 'Ana@Correo.es', channel: 'email' } });
    const all = (await call('GET', '/__sandbox/outbox')).json;
    expect(all.map((m: { to: string }) => m.to)).toEqual(['+34 611 222 333', 'Ana@Correo.es']);
    expect(all[1]).toMatchObject({ channel: 'email', kind: 'otp', subject: 'Tu código de verificación', metadata: { code: '123456' } });
    expect(all[1].text).toContain('123456');
    const mine = (await call('GET', '/__sandbox/outbox?to=ana@correo.es&kind=otp')).json;
    expect(mine).toHaveLength(1);
    await call('POST', '/__sandbox/reset');
    expect((await call('GET', '/__sandbox/outbox')).json).toEqual([]);
  });

  it('the mailbox page shows the messages as text, newest first, with their links', async () => {
    const { app, call } = sandbox();
    await call('POST', '/otp', { body: { address: 'primero@correo.es', channel: 'email' } });
    await call('POST', '/otp', { body: { address: '<b>segundo</b>@correo.es', channel: 'email' } });
    const response = await app.fetch(new Request(`${ORIGIN}/__sandbox/mailbox`));
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('&lt;b&gt;segundo&lt;/b&gt;@correo.es');
    expect(html).not.toContain('<b>segundo</b>');
    expect(html.indexOf('segundo')).toBeLessThan(html.indexOf('primero'));
  });

  it('is neither logged nor faulted, like the other test controls', async () => {
    const { call } = sandbox();
    await call('POST', '/__sandbox/faults', { body: { method: 'GET', path: '/__sandbox/outbox', status: 500 } });
    expect((await call('GET', '/__sandbox/outbox')).status).toBe(200);
    expect((await call('GET', '/__sandbox/requests')).json).toEqual([]);
  });
});
