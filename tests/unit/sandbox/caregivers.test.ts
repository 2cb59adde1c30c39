// @vitest-environment node
// Caregivers (issue 31) against the in-process sandbox: a grant's invitation and acceptance, acting for the member
// who granted, and every way the access is refused: a module not granted, a member who did not grant, a call no
// caregiver may make, after revocation, after the last day. Each visit and call lands in "Quién ha entrado".
import { describe, expect, it } from 'vitest';
import { jwtPayload, sandbox } from './sandbox-client.ts';
import { DEMO_OTP } from '../../../demo-host/sandbox/domains/accounts/demo-accounts.ts';

const HOLDER = 'cus-1001';
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

async function actingFor(s: ReturnType<typeof sandbox>, customerId = HOLDER) {
  const caregiver = await s.login('cuidador@demo.es');
  const reply = await s.call('POST', '/caregivers/acting', { token: caregiver, body: { customer_id: customerId } });
  return { caregiver, reply, token: reply.json.access_token as string };
}

describe('caregivers', () => {
  it('cuidador@ signs in with no person of their own and may act for titular@ with citas and historia clínica', async () => {
    const s = sandbox();
    const caregiver = await s.login('cuidador@demo.es');
    expect(jwtPayload(caregiver).profiles).toEqual([]);
    const represented = await s.call('GET', '/caregivers/represented', { token: caregiver });
    expect(represented.status).toBe(200);
    expect(represented.json).toEqual([
      {
        customer_id: HOLDER,
        first_name: 'Lucía',
        first_lastname: 'Martín',
        modules: ['citas', 'historia_clinica'],
        ends_on: expect.any(String),
      },
    ]);
    const { reply, token } = await actingFor(s);
    expect(reply.status).toBe(200);
    const claims = jwtPayload(token);
    expect(claims.sub).toBe('usr-14');
    expect(claims.profiles.map((p: { id: string }) => p.id)).toEqual([HOLDER]);
    expect(claims.acting_for).toEqual({ grant_id: 'cgr-1', customer_id: HOLDER });
    expect((await s.call('GET', `/medical-record/entries?patient_id=${HOLDER}`, { token })).status).toBe(200);
    expect((await s.call('GET', '/appointments', { token })).status).toBe(200);
  });

  it('refuses a module not granted, a call no caregiver makes, and a member who did not grant, each with its code', async () => {
    const s = sandbox();
    const { caregiver, token } = await actingFor(s);
    const charges = await s.call('GET', `/customers/${HOLDER}/charges`, { token });
    expect([charges.status, charges.json.error]).toEqual([403, 'module_not_granted']);
    const form = await s.call('GET', '/caregivers/grants', { token });
    expect([form.status, form.json.error]).toEqual([403, 'not_for_caregivers']);
    const beneficiaryRecord = await s.call('GET', '/medical-record/entries?patient_id=cus-1002', { token });
    expect(beneficiaryRecord.status).toBe(403);
    // The holder books for their beneficiaries; their caregiver books for the holder alone.
    const patients = await s.call('GET', '/appointment-patients', { token });
    expect(patients.json.map((p: { id: string }) => p.id)).toEqual([HOLDER]);
    const other = await s.call('POST', '/caregivers/acting', { token: caregiver, body: { customer_id: 'cus-1004' } });
    expect([other.status, other.json.error, other.json.message]).toEqual([403, 'not_granted', 'Esa persona no te ha dado acceso.']);
  });

  it('refuses the next call once the member revokes, and a refresh does not bring it back', async () => {
    const s = sandbox();
    const holder = await s.login('titular@demo.es');
    const caregiver = await s.login('cuidador@demo.es');
    const acting = await s.call('POST', '/caregivers/acting', { token: caregiver, body: { customer_id: HOLDER } });
    const token = acting.json.access_token as string;
    expect((await s.call('GET', '/appointments', { token })).status).toBe(200);
    expect((await s.call('DELETE', '/caregivers/grants/cgr-1', { token: holder })).status).toBe(204);
    const refused = await s.call('GET', '/appointments', { token });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({
      error: 'access_ended',
      message: 'Tu acceso para ayudar a Lucía ha terminado: lo retiró o llegó su fecha de fin.',
    });
    const refreshed = await s.refreshGrant(acting.json.refresh_token);
    expect(jwtPayload(refreshed.json.access_token).acting_for.grant_id).toBe('cgr-1');
    expect((await s.call('GET', '/appointments', { token: refreshed.json.access_token })).json.error).toBe('access_ended');
    const again = await s.call('POST', '/caregivers/acting', { token: caregiver, body: { customer_id: HOLDER } });
    expect([again.status, again.json.error]).toEqual([403, 'access_ended']);
    expect((await s.call('GET', '/caregivers/represented', { token: caregiver })).json).toEqual([]);
  });

  it('refuses after the last day: a seeded grant long ended, and a live one once the clock passes its end', async () => {
    const s = sandbox();
    const { caregiver, token } = await actingFor(s);
    const ended = await s.call('POST', '/caregivers/acting', { token: caregiver, body: { customer_id: 'cus-1007' } });
    expect([ended.status, ended.json.error]).toEqual([403, 'access_ended']);
    s.store.clockOffsetMs = 400 * DAY;
    const late = await s.call('GET', '/appointments', { token });
    // The token itself has expired by then too: what answers is the 401, as for anyone; a fresh one is refused.
    expect(late.status).toBe(401);
    const fresh = await s.call('POST', '/caregivers/acting', { token: await s.login('cuidador@demo.es'), body: { customer_id: HOLDER } });
    expect([fresh.status, fresh.json.error]).toEqual([403, 'access_ended']);
  });

  it('writes each visit and call to the member\'s "Quién ha entrado", newest first, with the caregiver\'s name', async () => {
    const s = sandbox();
    const { token } = await actingFor(s);
    await s.call('GET', '/appointments', { token });
    await s.call('GET', `/customers/${HOLDER}/charges`, { token });
    const holder = await s.login('titular@demo.es');
    const log = await s.call('GET', `/caregivers/access-log?customer_id=${HOLDER}`, { token: holder });
    expect(log.status).toBe(200);
    expect(log.json.map((e: { kind: string; operation: string }) => [e.kind, e.operation])).toEqual([
      ['consulta', 'GET /appointments'],
      ['visita', 'POST /caregivers/acting'],
    ]);
    expect(log.json[0].caregiver_name).toBe('Pablo Martín');
    // One caregiver session on one day is one visit: the switch and the read share it.
    expect(new Set(log.json.map((e: { visit_id: string }) => e.visit_id)).size).toBe(1);
    const beneficiary = await s.login('beneficiario@demo.es');
    expect((await s.call('GET', `/caregivers/access-log?customer_id=${HOLDER}`, { token: beneficiary })).status).toBe(403);
    expect((await s.call('GET', '/caregivers/grants', { token: beneficiary })).json).toEqual([]);
  });

  it('keeps the appointment a caregiver booked in the log, and opens a new visit on another day or session', async () => {
    // 23:50 in Madrid: twenty minutes on is another day, within the same token's life.
    let clock = Date.parse('2026-11-24T22:50:00Z');
    const s = sandbox({ now: () => clock });
    const { token } = await actingFor(s);
    const where = 'speciality=medicina-general&location=hq-madrid';
    const days = await s.call('GET', `/appointment-days?${where}`, { token });
    const slots = await s.call('GET', `/appointment-slots?${where}&date=${days.json[1].date}`, { token });
    const hold = await s.call('POST', '/appointment-holds', { token, body: { slot_id: slots.json[0].id, patient_id: HOLDER } });
    const booked = await s.call('POST', '/appointments', { token, body: { hold_id: hold.json.id } });
    expect(booked.status).toBe(201);
    clock += 20 * 60_000;
    expect((await s.call('GET', '/appointments', { token })).status).toBe(200);
    await actingFor(s);
    const log = await s.call('GET', `/caregivers/access-log?customer_id=${HOLDER}`, { token: await s.login('titular@demo.es') });
    const made = log.json.find((e: { operation: string }) => e.operation === 'POST /appointments');
    expect(made.appointment).toEqual({ speciality: 'Medicina general', start: booked.json.start });
    expect(log.json.find((e: { operation: string }) => e.operation === 'POST /appointment-holds').appointment).toBeUndefined();
    // Newest first: the second session's switch, the next day's read, then the first day's visit.
    const visits = [...new Set(log.json.map((e: { visit_id: string }) => e.visit_id))];
    expect(visits).toHaveLength(3);
    expect(log.json.at(-1).visit_id).toBe(made.visit_id);
  });

  it('invites by a single-use link with the code sent only to the address given; accepts with a new account', async () => {
    const s = sandbox();
    const holder = await s.login('titular@demo.es');
    const given = await s.call('POST', '/caregivers/grants', {
      token: holder,
      body: { grantor_id: HOLDER, caregiver_name: 'Rosa Gil', contact: 'rosa@example.com', modules: ['citas'], ends_on: inDays(30) },
    });
    expect(given.status).toBe(201);
    expect(given.json.status).toBe('invitada');
    const letter = s.store.outbox.find((m) => m.kind === 'caregiver_invitation');
    expect(letter?.to).toBe('rosa@example.com');
    const invitationToken = String(letter?.metadata.token);
    expect(invitationToken).toMatch(/^[\w-]{43}$/);
    const seen = await s.call('GET', `/caregivers/invitations/${invitationToken}`);
    expect(seen.json).toMatchObject({ grantor_first_name: 'Lucía', modules: ['citas'], masked_contact: 'ro***@example.com' });
    expect((await s.call('POST', `/caregivers/invitations/${invitationToken}/otp`)).status).toBe(202);
    expect(s.store.outbox.filter((m) => m.kind === 'otp').map((m) => m.to)).toEqual(['rosa@example.com']);
    const path = `/caregivers/invitations/${invitationToken}/acceptance`;
    const wrong = await s.call('POST', path, { body: { code: '000000', name: 'Rosa', password: 'Segura123' } });
    expect(wrong.status).toBe(422);
    const accepted = await s.call('POST', path, { body: { code: DEMO_OTP, name: 'Rosa', password: 'Segura123' } });
    expect([accepted.status, accepted.json]).toEqual([
      201,
      { grant_id: given.json.id, username: 'rosa@example.com', created_account: true },
    ]);
    expect((await s.call('POST', path, { body: { code: DEMO_OTP, name: 'Rosa', password: 'Segura123' } })).status).toBe(410);
    expect((await s.call('GET', '/caregivers/invitations/inventado')).status).toBe(404);
    const rosa = (await s.passwordGrant('rosa@example.com', 'Segura123')).json.access_token as string;
    const acting = await s.call('POST', '/caregivers/acting', { token: rosa, body: { customer_id: HOLDER } });
    expect(acting.status).toBe(200);
    const record = await s.call('GET', `/medical-record/entries?patient_id=${HOLDER}`, { token: acting.json.access_token });
    expect([record.status, record.json.error]).toEqual([403, 'module_not_granted']);
  });

  it('accepts with an existing account, and the member changes then revokes; a revoked invitation answers 410', async () => {
    const s = sandbox();
    const holder = await s.login('titular@demo.es');
    const give = (contact: string) =>
      s.call('POST', '/caregivers/grants', {
        token: holder,
        body: { grantor_id: HOLDER, caregiver_name: 'Ana', contact, modules: ['citas'], ends_on: inDays(10) },
      });
    const first = await give('completo@demo.es');
    const link = String(s.store.outbox.at(-1)?.metadata.token);
    await s.call('POST', `/caregivers/invitations/${link}/otp`);
    const path = `/caregivers/invitations/${link}/acceptance`;
    const taken = await s.call('POST', path, { body: { code: DEMO_OTP, name: 'Ana', password: 'Segura123' } });
    expect([taken.status, taken.json.error]).toEqual([409, 'account_exists']);
    await s.call('POST', `/caregivers/invitations/${link}/otp`);
    const ok = await s.call('POST', path, { body: { code: DEMO_OTP, username: 'completo@demo.es', password: 'Demo1234!' } });
    expect([ok.status, ok.json.created_account]).toEqual([201, false]);
    const changed = await s.call('PATCH', `/caregivers/grants/${first.json.id}`, { token: holder, body: { modules: ['citas', 'pagos'] } });
    expect([changed.status, changed.json.modules, changed.json.status]).toEqual([200, ['citas', 'pagos'], 'activa']);
    const other = await s.login('nuevo@demo.es');
    expect((await s.call('DELETE', `/caregivers/grants/${first.json.id}`, { token: other })).status).toBe(403);
    expect((await s.call('DELETE', `/caregivers/grants/${first.json.id}`, { token: holder })).status).toBe(204);
    expect((await s.call('PATCH', `/caregivers/grants/${first.json.id}`, { token: holder, body: { ends_on: inDays(5) } })).status).toBe(
      409,
    );

    await give('otra@example.com');
    const second = s.store.caregiverGrants.at(-1)!;
    const pending = String(s.store.outbox.at(-1)?.metadata.token);
    second.revokedAt = new Date().toISOString();
    expect((await s.call('GET', `/caregivers/invitations/${pending}`)).status).toBe(410);
  });

  it('answers bad input with a Spanish sentence per field: an end beyond 18 months, an address that is neither', async () => {
    const s = sandbox();
    const holder = await s.login('titular@demo.es');
    const reply = await s.call('POST', '/caregivers/grants', {
      token: holder,
      body: { grantor_id: HOLDER, caregiver_name: 'Ana', contact: 'ana', modules: ['citas'], ends_on: inDays(600) },
    });
    expect(reply.status).toBe(422);
    expect(reply.json.fields.contact).toBe('Escribe un correo electrónico o un móvil español.');
    expect(reply.json.fields.ends_on).toMatch(/^El acceso puede durar como mucho 18 meses/);
    const notMine = await s.call('POST', '/caregivers/grants', {
      token: holder,
      body: { grantor_id: 'cus-1004', caregiver_name: 'Ana', contact: 'ana@example.com', modules: ['citas'], ends_on: inDays(5) },
    });
    expect(notMine.status).toBe(403);
  });
});
