// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ORIGIN, sandbox } from './sandbox-client.ts';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const json = { accept: 'application/json' };

describe('affiliation cards', () => {
  it('gives the holder her card with a verification URL on the sandbox origin', async () => {
    const { call, login } = sandbox({ now: () => NOW });
    const reply = await call('GET', '/cards/cus-1001', { token: await login('titular@demo.es') });
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({
      member_number: '2023-00141-01',
      full_name: 'Lucía Martín García',
      document_number: '51234876F',
      plan: { code: 'FAMILIAR' },
      holder_name: null,
      valid_until: '2026-12-14',
      status: 'valid',
      verification_url: `${ORIGIN}/cards/verify/2023-00141-01`,
    });
  });

  it('gives a beneficiary their own card, naming the holder, and refuses someone else’s', async () => {
    const { call, login } = sandbox({ now: () => NOW });
    const token = await login('beneficiario@demo.es');
    const own = await call('GET', '/cards/cus-1002', { token });
    expect(own.json).toMatchObject({ member_number: '2023-00141-02', role: 'Beneficiario', holder_name: 'Lucía Martín García' });
    const other = await call('GET', '/cards/cus-1001', { token });
    expect(other.status).toBe(403);
    expect(other.json.message).toBe('Solo puedes ver tu propio carné.');
  });

  it('has no card for sales staff', async () => {
    const { call, login } = sandbox({ now: () => NOW });
    expect((await call('GET', '/cards/cus-1011', { token: await login('vendedor@demo.es') })).status).toBe(404);
  });

  it('verifies a valid card publicly, as JSON and as a Spanish page', async () => {
    const { call, app } = sandbox({ now: () => NOW });
    const reply = await call('GET', '/cards/verify/2023-00141-01', { headers: json });
    expect(reply.json).toEqual({
      member_number: '2023-00141-01',
      valid: true,
      status: 'valid',
      checked_on: '2026-11-23',
      full_name: 'Lucía Martín García',
      document_masked: '•••••876F',
      plan_name: expect.any(String),
      valid_until: '2026-12-14',
    });
    const page = await app.fetch(new Request(`${ORIGIN}/cards/verify/2023-00141-01`));
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Carné válido hoy');
    expect(html).not.toContain('51234876F');
  });

  it('says a card in arrears is suspended, an expired one expired, and an unknown number not found', async () => {
    const { call, login } = sandbox({ now: () => NOW });
    const mora = await call('GET', '/cards/cus-1007', { token: await login('mora@demo.es') });
    expect((await call('GET', `/cards/verify/${mora.json.member_number}`, { headers: json })).json).toMatchObject({
      valid: false,
      status: 'suspended',
    });

    const later = sandbox({ now: () => Date.parse('2027-01-20T10:00:00Z') });
    expect((await later.call('GET', '/cards/verify/2023-00141-01', { headers: json })).json).toMatchObject({
      valid: false,
      status: 'expired',
    });

    const unknown = await call('GET', '/cards/verify/0000-00000-01', { headers: json });
    expect(unknown.status).toBe(404);
  });

  it('suspends a beneficiary the holder has disabled', async () => {
    const { call, login, app } = sandbox({ now: () => NOW });
    const token = await login('titular@demo.es');
    expect((await call('PATCH', '/beneficiaries/cus-1002/disable', { token })).status).toBe(200);
    expect((await call('GET', '/cards/verify/2023-00141-02', { headers: json })).json).toMatchObject({ valid: false, status: 'suspended' });
    const html = await (await app.fetch(new Request(`${ORIGIN}/cards/verify/2023-00141-02`))).text();
    expect(html).toContain('Carné suspendido');
  });
});
