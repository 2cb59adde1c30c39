// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ORIGIN, sandbox } from './sandbox-client.ts';
import { tampered } from '../../../conformance/capability-scenarios.ts';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const DAY = 86_400_000;
const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const json = { accept: 'application/json' };

/** The verification path in the card's QR, as the member's card screen gets it. */
async function qrPath(s: ReturnType<typeof sandbox>, username: string, customerId: string): Promise<string> {
  const card = await s.call('GET', `/cards/${customerId}`, { token: await s.login(username) });
  return new URL(card.json.verification_url).pathname;
}

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
      // A signed, expiring token: the member number alone opens nothing (below).
      verification_url: expect.stringMatching(new RegExp(`^${ORIGIN}/cards/verify/[^/]+$`)),
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
    const s = sandbox({ now: () => NOW });
    const { call, app } = s;
    const path = await qrPath(s, 'titular@demo.es', 'cus-1001');
    const reply = await call('GET', path, { headers: json });
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
    const page = await app.fetch(new Request(`${ORIGIN}${path}`));
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Carné válido hoy');
    expect(html).not.toContain('51234876F');
  });

  it('says a card in arrears is suspended and an expired one expired', async () => {
    const s = sandbox({ now: () => NOW });
    expect((await s.call('GET', await qrPath(s, 'mora@demo.es', 'cus-1007'), { headers: json })).json).toMatchObject({
      valid: false,
      status: 'suspended',
    });
    const later = sandbox({ now: () => Date.parse('2027-01-20T10:00:00Z') });
    expect((await later.call('GET', await qrPath(later, 'titular@demo.es', 'cus-1001'), { headers: json })).json).toMatchObject({
      valid: false,
      status: 'expired',
    });
  });

  it('opens only by the signed token: a member number, a changed character or another key are refused in Spanish', async () => {
    const s = sandbox({ now: () => NOW });
    const path = await qrPath(s, 'titular@demo.es', 'cus-1001');
    const token = path.split('/').at(-1)!;
    // issue 28's reproduction: the member numbers of a family, guessed one after another.
    for (const guess of ['2023-00141-01', '2023-00141-02', '2023-00141-03']) {
      const reply = await s.call('GET', `/cards/verify/${guess}`, { headers: json });
      expect([reply.status, reply.json.error]).toEqual([404, 'invalid_card_token']);
    }
    const [number, expiry] = token.split('.');
    const sig = token.split('.')[2]!;
    const forged = [
      tampered(token),
      // A second spelling of the same signature: its last character's two bits that base64url decoding drops.
      `${token.slice(0, -1)}${B64URL[B64URL.indexOf(token.at(-1)!) ^ 1]}`,
      // Another member's number under the holder's signature.
      `2023-00141-02.${expiry}.${sig}`,
      // A later expiry under the same signature.
      `${number}.${Number(expiry) + 86_400}.${sig}`,
      `${number}.${expiry}.`,
      '',
    ];
    for (const bad of forged) expect((await s.call('GET', `/cards/verify/${bad}`, { headers: json })).status).toBe(404);
    const page = await s.app.fetch(new Request(`${ORIGIN}/cards/verify/2023-00141-02`));
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(html).toContain('Código QR no válido');
    expect(html).not.toContain('Javier');
  });

  it('a QR opens for 30 days, then says it expired and how to get a new one', async () => {
    let now = NOW;
    const s = sandbox({ now: () => now });
    const path = await qrPath(s, 'titular@demo.es', 'cus-1001');
    now += 30 * DAY - 1000;
    expect((await s.call('GET', path, { headers: json })).status).toBe(200);
    now += 1000;
    const expired = await s.call('GET', path, { headers: json });
    expect([expired.status, expired.json.error]).toEqual([410, 'card_token_expired']);
    const page = await s.app.fetch(new Request(`${ORIGIN}${path}`));
    expect([page.status, (await page.text()).includes('Código QR caducado')]).toEqual([410, true]);
  });

  it('suspends a beneficiary the holder has disabled', async () => {
    const s = sandbox({ now: () => NOW });
    const { call, login, app } = s;
    const path = await qrPath(s, 'beneficiario@demo.es', 'cus-1002');
    const token = await login('titular@demo.es');
    expect((await call('PATCH', '/beneficiaries/cus-1002/disable', { token })).status).toBe(200);
    expect((await call('GET', path, { headers: json })).json).toMatchObject({ valid: false, status: 'suspended' });
    const html = await (await app.fetch(new Request(`${ORIGIN}${path}`))).text();
    expect(html).toContain('Carné suspendido');
  });
});
