// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sandbox, type AnyJson } from './sandbox-client.ts';
import { Store } from '../../../demo-host/sandbox/store.ts';
import { resolveOptions } from '../../../demo-host/sandbox/options.ts';
import { Hono } from 'hono';
import { bindOperations } from '../../../demo-host/sandbox/bind.ts';
import type { SandboxEnv } from '../../../demo-host/sandbox/env.ts';
import { registrationRoutes } from '../../../demo-host/sandbox/domains/registration/routes.ts';
import { registrationOperations } from '../../../contract/registration/operations.ts';

const holder = {
  first_name: 'Irene',
  first_lastname: 'Campos',
  second_lastname: 'Bravo',
  email: 'irene.campos@correo.es',
  phone: '611 222 333',
  document_type: 'DNI',
  document_number: '33445566R',
  birth_date: '1992-03-08',
  password: 'Segura2026',
  plan_code: 'FAMILIAR',
  periodicity: 'anual',
  gender: 'F',
  civil_status: 'CASADO',
  address: { street: 'Calle Mayor 5', city: 'Zaragoza', province: 'Zaragoza', postal_code: '50001' },
  confirmation_url: 'http://127.0.0.1:4173/auth/confirm',
  accepted_privacy: true,
  accepted_terms: true,
};

describe('OTP attempts and expiry', () => {
  it('allows three wrong codes: two say how many are left, the third revokes the code', async () => {
    const { call } = sandbox();
    const address = '+34 611 222 333';
    await call('POST', '/otp', { body: { address, channel: 'sms' } });
    const verify = (code: string) => call('POST', '/otp/verification', { body: { code, address: '611222333' } });
    expect((await verify('000000')).json).toMatchObject({ error: 'invalid_code', attempts_left: 2 });
    expect((await verify('111111')).json).toMatchObject({ message: 'El código no es correcto. Te queda 1 intento.', attempts_left: 1 });
    const third = await verify('222222');
    expect(third.status).toBe(429);
    expect(third.json.error).toBe('too_many_attempts');
    expect((await verify('123456')).status).toBe(429);
    // A new code starts again.
    await call('POST', '/otp', { body: { address, channel: 'sms' } });
    expect((await verify('123456')).json).toEqual({ verified: true });
  });

  it('says a code expired', async () => {
    let now = Date.UTC(2026, 10, 1);
    const { call } = sandbox({ now: () => now });
    await call('POST', '/otp', { body: { address: 'ana@correo.es', channel: 'email' } });
    now += 301_000;
    const reply = await call('POST', '/otp/verification', { body: { code: '123456', address: 'ana@correo.es' } });
    expect(reply.json).toMatchObject({ error: 'expired_code', message: 'El código ha caducado. Pide uno nuevo.' });
  });
});

describe('registration, first payment and e-mail confirmation', () => {
  it('creates the holder with the chosen plan and periodicity and opens the first payment', async () => {
    const { call } = sandbox();
    const reply = await call('POST', '/customers', { body: holder });
    expect(reply.status).toBe(201);
    expect(reply.json).toMatchObject({
      gender: 'F',
      civil_status: 'CASADO',
      address: { city: 'Zaragoza', postal_code: '50001' },
      account: { payment_status: 'payment_pending', plan: { code: 'FAMILIAR', name: 'Plan Familiar', price: 478.8, periodicity: 'anual' } },
    });
  });

  it('opens the first_payment charge for the plan price of the chosen periodicity, in cents', async () => {
    const deps = { store: new Store(), opts: resolveOptions() };
    // The registration's handlers alone, on a store of their own, bound to the registration's operations.
    const app = new Hono<SandboxEnv>();
    bindOperations(app, deps, [registrationRoutes(deps)], registrationOperations);
    const reply = await app.request('/customers', {
      method: 'POST',
      body: JSON.stringify(holder),
      headers: { 'content-type': 'application/json' },
    });
    const created = await reply.json();
    expect(deps.store.charges.filter((c) => c.customer_id === created.id)).toEqual([
      expect.objectContaining({
        customer_id: created.id,
        concept: 'first_payment',
        amount_cents: 47880,
        currency: 'EUR',
        status: 'open',
        description: 'Primera cuota del Plan Familiar (anual)',
      }),
    ]);
  });

  it('sends a one-use confirmation link to the portal page; login waits for it', async () => {
    const { call, passwordGrant } = sandbox();
    const created = (await call('POST', '/customers', { body: holder })).json;
    const [mail] = (await call('GET', `/__sandbox/outbox?to=${holder.email}`)).json;
    expect(mail).toMatchObject({
      kind: 'registration_confirmation',
      subject: 'Confirma tu afiliación',
      metadata: { customer_id: created.id },
    });
    expect(mail.link).toBe(`http://127.0.0.1:4173/auth/confirm?token=${mail.metadata.token}`);
    const refused = await passwordGrant(holder.email, holder.password);
    expect(refused.json.error).toBe('email_not_confirmed');
    const confirmed = await call('POST', '/customers/confirmations', { body: { token: mail.metadata.token } });
    expect(confirmed.json).toEqual({
      confirmed: true,
      customer_id: created.id,
      email: holder.email,
      first_name: 'Irene',
      first_lastname: 'Campos',
    });
    expect((await passwordGrant(holder.email, holder.password)).status).toBe(200);
    const again = await call('POST', '/customers/confirmations', { body: { token: mail.metadata.token } });
    expect(again.status).toBe(410);
    expect(again.json.error).toBe('token_used');
    expect((await call('POST', '/customers/confirmations', { body: { token: 'no-existe' } })).status).toBe(404);
  });

  it('refuses a confirmation page on another site, a weak password, and names the taken field', async () => {
    const { call } = sandbox();
    expect((await call('POST', '/customers', { body: { ...holder, confirmation_url: 'https://malo.example/x' } })).json.fields).toEqual({
      confirmation_url: 'El enlace de confirmación debe ser una página del portal.',
    });
    expect((await call('POST', '/customers', { body: { ...holder, password: 'segura2026' } })).json.fields.password).toContain('mayúscula');
    const taken = await call('POST', '/customers', { body: { ...holder, document_number: '51234876F' } });
    expect(taken.status).toBe(409);
    expect(Object.keys(taken.json.fields)).toEqual(['document_number']);
  });
});

describe('beneficiary invitations', () => {
  const daniela = {
    first_name: 'Daniela',
    first_lastname: 'Ortega',
    second_lastname: 'Martín',
    document_type: 'DNI',
    document_number: '29384756W',
    birth_date: '2009-05-20',
    gender: 'F',
    relationship: 'HIJO',
    email: 'daniela.ortega@demo.es',
    phone: '687 216 540',
    password: 'Segura2026',
  };
  const PORTAL = 'http://127.0.0.1:4173';
  const DAY = 86_400_000;

  /** The holder invites Daniela; the e-mail's link and its token. */
  async function invite(s: ReturnType<typeof sandbox>, invitation_url = `${PORTAL}/public/invite/`) {
    const token = await s.login('titular@demo.es');
    const reply = await s.call('POST', '/beneficiaries/ben-2001/invitation', { token, body: { invitation_url } });
    const mails = (await s.call('GET', '/__sandbox/outbox?kind=beneficiary_invitation')).json;
    return { reply, mail: mails.at(-1), link: mails.at(-1)?.link as string, key: mails.at(-1)?.metadata.token as string };
  }

  it('the link is built by the server: a portal origin, the holder’s name and a random token, never the id', async () => {
    const s = sandbox();
    const first = await invite(s, `${PORTAL}/public/invite/Cualquiera/ben-2001?x=1`);
    expect(first.reply.status).toBe(202);
    expect(first.key).toMatch(/^[\w-]{43}$/);
    expect(first.link).toBe(`${PORTAL}/public/invite/${encodeURIComponent('Lucía Martín')}/${first.key}`);
    expect(first.mail).toMatchObject({ to: 'daniela.ortega@demo.es', subject: 'Lucía Martín te invita a su plan de salud' });
    const second = await invite(s);
    expect(second.key).not.toBe(first.key);
    // Another site: refused, and nothing sent.
    const evil = await invite(s, 'https://evil.example/public/invite/');
    expect(evil.reply.status).toBe(422);
    expect(evil.reply.json.fields.invitation_url).toBe('El enlace de invitación debe estar en la dirección del portal.');
    expect(evil.key).toBe(second.key);
  });

  it('opens by its token only: the beneficiary’s id, a guess or an older link open nothing', async () => {
    const s = sandbox();
    const older = await invite(s);
    const { key } = await invite(s);
    const invitation = await s.call('GET', `/invitations/${key}`);
    expect(invitation.status).toBe(200);
    expect(invitation.json).toMatchObject({
      beneficiary_id: 'ben-2001',
      first_name: 'Daniela',
      titular_first_name: 'Lucía',
      plan_name: 'Plan Familiar',
      email_hint: 'd***@demo.es',
    });
    expect(JSON.stringify(invitation.json)).not.toContain('29384756W');
    // The token with its last character changed: never the token itself (a token ending in "A" made this guess the
    // token, one run in 64: CI-22).
    const oneOff = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    for (const guess of ['ben-2001', 'ben-2002', 'cus-1002', oneOff]) {
      expect((await s.call('GET', `/invitations/${guess}`)).status).toBe(404);
    }
    const replaced = await s.call('GET', `/invitations/${older.key}`);
    expect(replaced.status).toBe(410);
    expect(replaced.json.error).toBe('invitation_expired');
  });

  it('sends the code only to the address the holder gave, whatever the request says', async () => {
    const s = sandbox();
    const { key } = await invite(s);
    const sent = await s.call('POST', `/invitations/${key}/otp`, { body: { address: 'intruso@evil.example', channel: 'email' } });
    expect(sent.status).toBe(202);
    const codes = (await s.call('GET', '/__sandbox/outbox?kind=otp')).json;
    expect(codes.map((m: AnyJson) => m.to)).toEqual(['daniela.ortega@demo.es']);
  });

  it('an address verified by a stranger takes nothing: the acceptance needs the code sent to the holder’s address', async () => {
    const s = sandbox();
    const { key } = await invite(s);
    // issue 28's reproduction: the outsider verifies their own e-mail, then accepts with it.
    await s.call('POST', '/otp', { body: { address: 'intruso@correo.es', channel: 'email' } });
    expect((await s.call('POST', '/otp/verification', { body: { code: '123456', address: 'intruso@correo.es' } })).status).toBe(200);
    const taken = await s.call('POST', `/invitations/${key}/acceptance`, {
      body: { ...daniela, email: 'intruso@correo.es', code: '123456' },
    });
    expect(taken.status).toBe(422);
    expect(taken.json.fields).toEqual({ email: 'Usa el correo en el que recibiste la invitación.' });
    // The right address without a code sent to it: refused too.
    const unsent = await s.call('POST', `/invitations/${key}/acceptance`, { body: { ...daniela, code: '123456' } });
    expect([unsent.status, unsent.json.error]).toEqual([422, 'expired_code']);
    expect((await s.passwordGrant('intruso@correo.es', daniela.password)).status).not.toBe(200);
  });

  it('registers the beneficiary with the code, once; a field refused first does not spend the code', async () => {
    const s = sandbox();
    const { key } = await invite(s);
    await s.call('POST', `/invitations/${key}/otp`);
    const wrongField = await s.call('POST', `/invitations/${key}/acceptance`, { body: { ...daniela, password: 'corta', code: '123456' } });
    expect(wrongField.status).toBe(422);
    expect(wrongField.json.fields.password).toBeTruthy();
    const wrongCode = await s.call('POST', `/invitations/${key}/acceptance`, { body: { ...daniela, code: '000000' } });
    expect([wrongCode.status, wrongCode.json.error]).toEqual([422, 'invalid_code']);
    const accepted = await s.call('POST', `/invitations/${key}/acceptance`, { body: { ...daniela, code: '123456' } });
    expect(accepted.status).toBe(201);
    expect(accepted.json).toMatchObject({ id: 'ben-2001', status: 'active', phone: '+34687216540' });
    const token = await s.login('titular@demo.es');
    const list = (await s.call('GET', '/beneficiaries?titular_id=cus-1001', { token })).json;
    expect(list.find((b: { id: string }) => b.id === 'ben-2001').status).toBe('active');
    expect((await s.passwordGrant(daniela.email, daniela.password)).status).toBe(200);
    const again = await s.call('POST', `/invitations/${key}/acceptance`, { body: { ...daniela, code: '123456' } });
    expect([again.status, again.json.error]).toEqual([410, 'invitation_used']);
    expect((await s.call('GET', `/invitations/${key}`)).status).toBe(410);
  });

  it('a link opens for a week, then says it expired', async () => {
    let now = Date.parse('2026-11-27T10:00:00Z');
    const s = sandbox({ now: () => now });
    const { key } = await invite(s);
    now += 7 * DAY - 1000;
    expect((await s.call('GET', `/invitations/${key}`)).status).toBe(200);
    now += 1000;
    const expired = await s.call('GET', `/invitations/${key}`);
    expect([expired.status, expired.json.error]).toEqual([410, 'invitation_expired']);
    expect(expired.json.message).toBe(
      'Esta invitación ha caducado o hay una más reciente. Pide a tu titular que te invite de nuevo desde su portal.',
    );
    expect((await s.call('POST', `/invitations/${key}/otp`)).status).toBe(410);
  });
});
