// @vitest-environment node
// The throttles of contract/throttle.ts, as the sandbox enforces them (middleware/throttle.ts): issue 28's
// reproductions (15 wrong codes across re-requests, 20 SMS to one number, 40 wrong passwords, enumeration through
// the checks and the card numbers) now stop at the declared count with 429 and Retry-After.
import { describe, expect, it } from 'vitest';
import { operations } from '../../../contract/operations.ts';
import {
  BENEFICIARY_INVITATIONS,
  CARD_CHECK_FAILURES,
  CAREGIVER_GRANTS,
  OTP_FAILURES,
  OTP_SENDS,
  PASSWORD_ACCOUNT,
  PASSWORD_IP,
  PUBLIC_CHECKS,
} from '../../../contract/throttle.ts';
import { sandbox } from './sandbox-client.ts';
import { cardToken } from '../../../demo-host/sandbox/domains/cards/card-token.ts';
import { DEMO_PASSWORD } from '../../../demo-host/sandbox/domains/accounts/demo-accounts.ts';

const clock = () => {
  const state = { now: Date.UTC(2026, 0, 1, 9) };
  return { state, now: () => state.now };
};

describe('throttles', () => {
  it('counts wrong codes across re-requests of the OTP: the right code after 10 failures is 429, then works after Retry-After', async () => {
    const time = clock();
    const { call } = sandbox({ now: time.now });
    const address = 'Limite@Example.com';
    let failures = 0;
    let sends = 0;
    const send = async () => {
      sends += 1;
      return call('POST', '/otp', { body: { address, channel: 'email' } });
    };
    while (failures < OTP_FAILURES.limit) {
      if (failures % 3 === 0) expect((await send()).status).toBe(202);
      const wrong = await call('POST', '/otp/verification', { body: { code: '000000', address: address.toLowerCase() } });
      expect([422, 429]).toContain(wrong.status);
      failures += 1;
    }
    expect(sends).toBeLessThan(OTP_SENDS.limit);
    expect((await send()).status).toBe(202);
    const stopped = await call('POST', '/otp/verification', { body: { code: '123456', address } });
    expect(stopped.status).toBe(429);
    expect(stopped.json).toEqual({
      error: 'rate_limited',
      message: 'Has hecho demasiados intentos. Espera 15 minutos y vuelve a intentarlo.',
    });
    expect(stopped.headers.get('retry-after')).toBe(String(OTP_FAILURES.windowSeconds));
    // Pressing again adds nothing: the same wait, a minute later one minute less.
    time.state.now += 60_000;
    const again = await call('POST', '/otp/verification', { body: { code: '123456', address } });
    expect(again.headers.get('retry-after')).toBe(String(OTP_FAILURES.windowSeconds - 60));
    // After the wait the code has expired (5 minutes): a new one, and the right code verifies.
    time.state.now += (OTP_FAILURES.windowSeconds - 60) * 1000;
    expect((await send()).status).toBe(202);
    expect((await call('POST', '/otp/verification', { body: { code: '123456', address } })).json).toEqual({ verified: true });
  });

  it('sends 5 codes to one address in 15 minutes, in any spelling of a phone, and no more', async () => {
    const { call } = sandbox();
    const spellings = ['+34 612 48 39 20', '612483920', '+34612483920', '0034612483920', '612 483 920'];
    for (const address of spellings.slice(0, OTP_SENDS.limit)) {
      expect((await call('POST', '/otp', { body: { address, channel: 'sms' } })).status).toBe(202);
    }
    const sixth = await call('POST', '/otp', { body: { address: '612483920', channel: 'sms' } });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another number is not held back by this one.
    expect((await call('POST', '/otp', { body: { address: '612483921', channel: 'sms' } })).status).toBe(202);
  });

  it('stops the password grant after 10 wrong passwords for an account, the right one included, and a refresh never counts', async () => {
    const time = clock();
    const { passwordGrant, refreshGrant } = sandbox({ now: time.now });
    for (let i = 0; i < 3; i += 1) expect((await passwordGrant('titular@demo.es', 'mal')).status).toBe(401);
    // Three mistakes: still in.
    expect((await passwordGrant('titular@demo.es')).status).toBe(200);
    for (let i = 3; i < PASSWORD_ACCOUNT.limit; i += 1) expect((await passwordGrant('TITULAR@demo.es', 'mal')).status).toBe(401);
    const stopped = await passwordGrant('titular@demo.es');
    expect(stopped.status).toBe(429);
    expect(stopped.headers.get('retry-after')).toBe(String(PASSWORD_ACCOUNT.windowSeconds));
    // Another account signs in; refreshes are not password failures.
    expect((await passwordGrant('nuevo@demo.es')).status).toBe(200);
    for (let i = 0; i < 40; i += 1) expect((await refreshGrant('no-existe')).status).toBe(401);
    time.state.now += PASSWORD_ACCOUNT.windowSeconds * 1000;
    expect((await passwordGrant('titular@demo.es')).status).toBe(200);
  });

  it('stops the password grant after 30 wrong passwords from one network address, whatever the accounts', async () => {
    const { passwordGrant } = sandbox();
    for (let i = 0; i < PASSWORD_IP.limit; i += 1) expect((await passwordGrant(`nadie${i}@example.com`, 'mal')).status).toBe(401);
    const stopped = await passwordGrant('titular@demo.es');
    expect(stopped.status).toBe(429);
    expect(stopped.json.error).toBe('rate_limited');
  });

  it('shares one count among the three public checks, per caller', async () => {
    const { call } = sandbox();
    for (let i = 0; i < PUBLIC_CHECKS.limit; i += 1) {
      const path = [
        '/validation/a@example.com',
        '/customer/phone-validation/612483920',
        '/customer/document-number-validation/12345678Z?document_type=DNI',
      ][i % 3]!;
      expect((await call('GET', path)).status).toBe(200);
    }
    expect((await call('GET', '/validation/b@example.com')).status).toBe(429);
    expect((await call('GET', '/customer/phone-validation/612483921')).status).toBe(429);
  });

  it('counts only unknown card tokens, per network address', async () => {
    const time = clock();
    const { call } = sandbox({ now: time.now });
    const json = { headers: { accept: 'application/json' } };
    // A real card's QR: its signed token (cards/card-token.ts), as the card gives it.
    const valid = `/cards/verify/${cardToken('2023-00141-01', time.now())}`;
    for (let i = 0; i < 50; i += 1) expect((await call('GET', valid, json)).status).toBe(200);
    for (let i = 0; i < CARD_CHECK_FAILURES.limit; i += 1) expect((await call('GET', `/cards/verify/0000-${i}`, json)).status).toBe(404);
    const stopped = await call('GET', valid, json);
    expect(stopped.status).toBe(429);
    time.state.now += Number(stopped.headers.get('retry-after')) * 1000;
    expect((await call('GET', valid, json)).status).toBe(200);
  });

  it('forgets every count on reset', async () => {
    const { passwordGrant, reset } = sandbox();
    for (let i = 0; i < PASSWORD_ACCOUNT.limit; i += 1) await passwordGrant('titular@demo.es', 'mal');
    expect((await passwordGrant('titular@demo.es')).status).toBe(429);
    reset();
    expect((await passwordGrant('titular@demo.es')).status).toBe(200);
  });

  it('documents 429 with Retry-After on every limited operation', () => {
    const limited = operations.filter((op) => op.throttles?.length);
    expect(limited.map((op) => `${op.method.toUpperCase()} ${op.path}`).sort()).toEqual([
      'GET /cards/verify/{memberNumber}',
      'GET /customer/document-number-validation/{value}',
      'GET /customer/phone-validation/{value}',
      'GET /validation/{value}',
      'POST /beneficiaries/{id}/invitation',
      'POST /caregivers/grants',
      'POST /caregivers/invitations/{token}/acceptance',
      'POST /caregivers/invitations/{token}/otp',
      'POST /oauth2/token',
      'POST /otp',
      'POST /otp/verification',
    ]);
    for (const op of limited) {
      const answer = op.responses[429];
      expect(typeof answer === 'object' && answer.headers?.['Retry-After'], `${op.method} ${op.path}`).toBeTruthy();
    }
  });

  it("limits a holder's invitation e-mails to 10 an hour, on the holder's own login: a stranger's refused ones count on theirs", async () => {
    const time = clock();
    const { call, login } = sandbox({ now: time.now });
    const invite = (token: string) =>
      call('POST', '/beneficiaries/ben-2001/invitation', { token, body: { invitation_url: 'http://localhost:4173/public/invite/' } });
    const stranger = await login('nuevo@demo.es');
    for (let i = 0; i < BENEFICIARY_INVITATIONS.limit; i += 1) expect((await invite(stranger)).status).toBe(403);
    const holder = await login('titular@demo.es');
    for (let i = 0; i < BENEFICIARY_INVITATIONS.limit; i += 1) expect((await invite(holder)).status).toBe(202);
    const stopped = await invite(holder);
    expect(stopped.status).toBe(429);
    expect(stopped.headers.get('retry-after')).toBe(String(BENEFICIARY_INVITATIONS.windowSeconds));
    expect(stopped.json.message).toBe('Has hecho demasiados intentos. Espera 60 minutos y vuelve a intentarlo.');
    time.state.now += BENEFICIARY_INVITATIONS.windowSeconds * 1000;
    expect((await invite(await login('titular@demo.es'))).status).toBe(202);
  }, 30_000);

  it('limits the caregiver accesses a member gives (each sends an invitation) to 10 a day', async () => {
    const time = clock();
    const { call, login } = sandbox({ now: time.now });
    const give = (token: string, n: number) =>
      call('POST', '/caregivers/grants', {
        token,
        body: {
          grantor_id: 'cus-1001',
          caregiver_name: 'Ayuda',
          contact: `ayuda${n}@example.com`,
          modules: ['citas'],
          ends_on: '2026-06-30',
        },
      });
    const holder = await login('titular@demo.es');
    for (let n = 0; n < CAREGIVER_GRANTS.limit; n += 1) expect((await give(holder, n)).status).toBe(201);
    const stopped = await give(holder, 99);
    expect(stopped.status).toBe(429);
    expect(stopped.headers.get('retry-after')).toBe(String(CAREGIVER_GRANTS.windowSeconds));
    // Another member is not held back by this one.
    expect((await call('GET', '/caregivers/grants', { token: await login('nuevo@demo.es') })).status).toBe(200);
    time.state.now += CAREGIVER_GRANTS.windowSeconds * 1000;
    expect((await give(await login('titular@demo.es'), 100)).status).toBe(201);
  }, 30_000);

  it("counts an acceptance's wrong password with the password grant's, both ways, for the login it names", async () => {
    const time = clock();
    const { call, login, passwordGrant, store } = sandbox({ now: time.now });
    const given = await call('POST', '/caregivers/grants', {
      token: await login('titular@demo.es'),
      body: { grantor_id: 'cus-1001', caregiver_name: 'Ayuda', contact: 'ayuda@example.com', modules: ['citas'], ends_on: '2026-06-30' },
    });
    const token = store.caregiverGrants.find((g) => g.id === given.json.id)!.invitationToken;
    const accept = async (password: string) => {
      expect((await call('POST', `/caregivers/invitations/${token}/otp`)).status).toBe(202);
      return call('POST', `/caregivers/invitations/${token}/acceptance`, {
        body: { code: '123456', username: 'oportunidad@demo.es', password },
      });
    };
    // Two wrong passwords at the acceptance, eight at the sign-in: one count of ten.
    for (let i = 0; i < 2; i += 1) expect((await accept('mal')).status).toBe(401);
    for (let i = 2; i < PASSWORD_ACCOUNT.limit; i += 1) expect((await passwordGrant('oportunidad@demo.es', 'mal')).status).toBe(401);
    expect((await passwordGrant('oportunidad@demo.es')).status).toBe(429);
    const stopped = await accept(DEMO_PASSWORD);
    expect(stopped.status).toBe(429);
    expect(stopped.headers.get('retry-after')).toBe(String(PASSWORD_ACCOUNT.windowSeconds));
    time.state.now += PASSWORD_ACCOUNT.windowSeconds * 1000;
    expect((await accept(DEMO_PASSWORD)).status).toBe(201);
  }, 30_000);
});
