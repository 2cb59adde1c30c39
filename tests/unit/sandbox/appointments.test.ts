// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sandbox, type AnyJson } from './sandbox-client.ts';

/** Monday 23 November 2026, 09:00 in Madrid: a clock the tests move by hand. */
const MONDAY_9 = Date.parse('2026-11-23T08:00:00Z');

async function setup() {
  let clock = MONDAY_9;
  const box = sandbox({ now: () => clock });
  const titular = await box.login('titular@demo.es');
  return { ...box, titular, advance: (minutes: number) => (clock += minutes * 60_000) };
}

type Box = Awaited<ReturnType<typeof setup>>;

async function freeSlots(box: Box, token: string, speciality = 'medicina-general', location = 'hq-madrid'): Promise<AnyJson[]> {
  const days = await box.call('GET', `/appointment-days?speciality=${speciality}&location=${location}`, { token });
  const date = days.json[1].date as string;
  return (await box.call('GET', `/appointment-slots?speciality=${speciality}&location=${location}&date=${date}`, { token })).json;
}

async function bookSlot(box: Box, token: string, slotId: string, patientId: string) {
  const hold = await box.call('POST', '/appointment-holds', { token, body: { slot_id: slotId, patient_id: patientId } });
  expect(hold.status).toBe(201);
  return box.call('POST', '/appointments', { token, body: { hold_id: hold.json.id } });
}

describe('appointments: catalogue and slots', () => {
  it('lists specialities with where they are offered, video included', async () => {
    const box = await setup();
    const reply = await box.call('GET', '/specialities', { token: box.titular });
    const general = reply.json.find((s: AnyJson) => s.code === 'medicina-general');
    expect(general).toMatchObject({ name: 'Medicina general', video: true });
    expect(general.locations).toEqual(expect.arrayContaining(['hq-madrid', 'hq-barcelona', 'video']));
  });

  it('offers three weeks of days and Madrid working hours', async () => {
    const box = await setup();
    const days = (await box.call('GET', '/appointment-days?speciality=medicina-general&location=hq-madrid', { token: box.titular })).json;
    expect(days[0].date).toBe('2026-11-23');
    expect(days.at(-1).date <= '2026-12-14').toBe(true);
    const slots = (
      await box.call('GET', '/appointment-slots?speciality=medicina-general&location=hq-madrid&date=2026-11-24', { token: box.titular })
    ).json;
    // 09:00 Madrid is 08:00 UTC in November.
    expect(slots[0]).toMatchObject({
      start: '2026-11-24T08:00:00.000Z',
      modality: 'presencial',
      headquarters_id: 'hq-madrid',
      place: { name: 'Centro Médico Madrid Salamanca', address: 'Calle de Velázquez 57, 28001 Madrid' },
    });
  });

  it('starts today an hour after now, never in the past', async () => {
    const box = await setup();
    const slots = (
      await box.call('GET', '/appointment-slots?speciality=medicina-general&location=hq-madrid&date=2026-11-23', { token: box.titular })
    ).json;
    expect(slots[0].start).toBe('2026-11-23T09:00:00.000Z');
  });

  it('refuses a speciality where it is not offered', async () => {
    const box = await setup();
    const reply = await box.call('GET', '/appointment-days?speciality=cardiologia&location=video', { token: box.titular });
    expect(reply.status).toBe(422);
  });

  it('lists who a holder can book for; a beneficiary only for himself; staff are refused in Spanish', async () => {
    const box = await setup();
    const holder = (await box.call('GET', '/appointment-patients', { token: box.titular })).json;
    expect(holder.map((p: AnyJson) => [p.id, p.relationship])).toEqual([
      ['cus-1001', 'TITULAR'],
      ['cus-1002', 'CONYUGE'],
      ['ben-2001', 'HIJO'],
    ]);
    const beneficiary = (await box.call('GET', '/appointment-patients', { token: await box.login('beneficiario@demo.es') })).json;
    expect(beneficiary.map((p: AnyJson) => p.id)).toEqual(['cus-1002']);
    const staff = await box.call('GET', '/appointment-patients', { token: await box.login('vendedor@demo.es') });
    expect(staff.status).toBe(403);
    expect(staff.json.message).toMatch(/solo para afiliados/);
  });
});

describe('appointments: holds and bookings', () => {
  it('books for the holder and for a beneficiary, who then sees it', async () => {
    const box = await setup();
    const slots = await freeSlots(box, box.titular);
    const own = await bookSlot(box, box.titular, slots[0].id, 'cus-1001');
    expect(own.status).toBe(201);
    const forSpouse = await bookSlot(box, box.titular, slots[1].id, 'cus-1002');
    expect(forSpouse.json).toMatchObject({ patient_id: 'cus-1002', booked_by: 'cus-1001', status: 'booked' });
    const spouse = await box.login('beneficiario@demo.es');
    const seen = (await box.call('GET', '/appointments?scope=upcoming', { token: spouse })).json;
    expect(seen.map((a: AnyJson) => a.id)).toEqual([forSpouse.json.id]);
  });

  it('refuses a beneficiary booking for someone else, and a holder booking for a stranger', async () => {
    const box = await setup();
    const spouse = await box.login('beneficiario@demo.es');
    const slots = await freeSlots(box, spouse);
    const reply = await box.call('POST', '/appointment-holds', { token: spouse, body: { slot_id: slots[0].id, patient_id: 'cus-1001' } });
    expect(reply.status).toBe(403);
    const stranger = await box.call('POST', '/appointment-holds', {
      token: box.titular,
      body: { slot_id: slots[0].id, patient_id: 'cus-1005' },
    });
    expect(stranger.status).toBe(403);
  });

  it('a held slot disappears from the free list and cannot be held by another session', async () => {
    const box = await setup();
    const other = await box.login('corporativo@demo.es');
    const [slot] = await freeSlots(box, box.titular);
    const hold = await box.call('POST', '/appointment-holds', { token: box.titular, body: { slot_id: slot.id, patient_id: 'cus-1001' } });
    expect(Date.parse(hold.json.expires_at) - MONDAY_9).toBe(5 * 60_000);
    expect((await freeSlots(box, other)).map((s) => s.id)).not.toContain(slot.id);
    const second = await box.call('POST', '/appointment-holds', { token: other, body: { slot_id: slot.id, patient_id: 'cus-1006' } });
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ error: 'slot_held', message: expect.stringMatching(/Otra persona está confirmando/) });
  });

  it('two sessions racing for one slot: exactly one booking', async () => {
    const box = await setup();
    const other = await box.login('corporativo@demo.es');
    const [slot] = await freeSlots(box, box.titular);
    const replies = await Promise.all([
      box.call('POST', '/appointment-holds', { token: box.titular, body: { slot_id: slot.id, patient_id: 'cus-1001' } }),
      box.call('POST', '/appointment-holds', { token: other, body: { slot_id: slot.id, patient_id: 'cus-1006' } }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
    const winner = replies.find((r) => r.status === 201)!;
    const token = winner.json.patient_id === 'cus-1001' ? box.titular : other;
    expect((await box.call('POST', '/appointments', { token, body: { hold_id: winner.json.id } })).status).toBe(201);
  });

  it('an expired hold cannot be booked, and its slot is free again', async () => {
    const box = await setup();
    const other = await box.login('corporativo@demo.es');
    const [slot] = await freeSlots(box, box.titular);
    const hold = await box.call('POST', '/appointment-holds', { token: box.titular, body: { slot_id: slot.id, patient_id: 'cus-1001' } });
    box.advance(6);
    const late = await box.call('POST', '/appointments', { token: box.titular, body: { hold_id: hold.json.id } });
    expect(late.status).toBe(410);
    expect(late.json.message).toMatch(/ha caducado/);
    expect((await bookSlot(box, other, slot.id, 'cus-1006')).status).toBe(201);
  });

  it('a booked slot is refused to everyone after', async () => {
    const box = await setup();
    const [slot] = await freeSlots(box, box.titular);
    await bookSlot(box, box.titular, slot.id, 'cus-1001');
    const again = await box.call('POST', '/appointment-holds', {
      token: await box.login('corporativo@demo.es'),
      body: { slot_id: slot.id, patient_id: 'cus-1006' },
    });
    expect(again.json.error).toBe('slot_taken');
  });
});

describe('appointments: cancel and reschedule', () => {
  it('cancels with a reason; not in the last two hours', async () => {
    const box = await setup();
    const slots = (
      await box.call('GET', '/appointment-slots?speciality=medicina-general&location=hq-madrid&date=2026-11-23', { token: box.titular })
    ).json;
    const soon = await bookSlot(box, box.titular, slots[0].id, 'cus-1001'); // 10:00, now 09:00
    const refused = await box.call('POST', `/appointments/${soon.json.id}/cancellation`, {
      token: box.titular,
      body: { reason: 'No puedo ir' },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/menos de 2 horas/);
    const later = await bookSlot(box, box.titular, slots[10].id, 'cus-1001');
    const noReason = await box.call('POST', `/appointments/${later.json.id}/cancellation`, { token: box.titular, body: { reason: '' } });
    expect(noReason.status).toBe(422);
    const done = await box.call('POST', `/appointments/${later.json.id}/cancellation`, {
      token: box.titular,
      body: { reason: 'Me ha surgido un viaje' },
    });
    expect(done.json).toMatchObject({ status: 'cancelled', cancellation_reason: 'Me ha surgido un viaje' });
    const freed = (
      await box.call('GET', '/appointment-slots?speciality=medicina-general&location=hq-madrid&date=2026-11-23', { token: box.titular })
    ).json;
    expect(freed.map((s: AnyJson) => s.id)).toContain(slots[10].id);
  });

  it('reschedules: the old slot is freed only once the new one is taken', async () => {
    const box = await setup();
    const slots = await freeSlots(box, box.titular);
    const booked = await bookSlot(box, box.titular, slots[0].id, 'cus-1001');
    const hold = await box.call('POST', '/appointment-holds', {
      token: box.titular,
      body: { slot_id: slots[1].id, patient_id: 'cus-1001', appointment_id: booked.json.id },
    });
    expect((await freeSlots(box, box.titular)).map((s) => s.id)).not.toContain(slots[0].id);
    const moved = await box.call('POST', `/appointments/${booked.json.id}/reschedule`, {
      token: box.titular,
      body: { hold_id: hold.json.id },
    });
    expect(moved.json).toMatchObject({ id: booked.json.id, slot_id: slots[1].id, rescheduled_from: slots[0].start });
    expect((await freeSlots(box, box.titular)).map((s) => s.id)).toContain(slots[0].id);
  });

  it('a failed reschedule keeps the old appointment', async () => {
    const box = await setup();
    const slots = await freeSlots(box, box.titular);
    const booked = await bookSlot(box, box.titular, slots[0].id, 'cus-1001');
    const reply = await box.call('POST', `/appointments/${booked.json.id}/reschedule`, { token: box.titular, body: { hold_id: 'hold-0' } });
    expect(reply.status).toBe(410);
    expect((await box.call('GET', `/appointments/${booked.json.id}`, { token: box.titular })).json.slot_id).toBe(slots[0].id);
  });

  it('past appointments come from the year of history; the seeded upcoming one is listed', async () => {
    const box = await setup();
    const past = (await box.call('GET', '/appointments?scope=past', { token: box.titular })).json;
    expect(past.length).toBeGreaterThanOrEqual(7);
    expect(past.every((a: AnyJson) => a.start < '2026-11-23')).toBe(true);
    const upcoming = (await box.call('GET', '/appointments', { token: box.titular })).json;
    expect(upcoming.map((a: AnyJson) => a.id)).toEqual(['cita-cus-1001-prox']);
  });
});

describe('video rooms', () => {
  it('each video appointment gets a random room, never derived from its doctor, day or hour; a new time gets a new room', async () => {
    const box = await setup();
    const slots = await freeSlots(box, box.titular, 'medicina-general', 'video');
    const first = await bookSlot(box, box.titular, slots[0].id, 'cus-1001');
    const second = await bookSlot(box, box.titular, slots[1].id, 'cus-1001');
    const room = (a: AnyJson) => String(a.video_url).split('/').at(-1)!;
    for (const booked of [first.json, second.json]) {
      expect(booked.video_url).toMatch(/^https:\/\/videoconsulta\.clinica\.example\/sala\/[\w-]{43}$/);
      // issue 28's reproduction: the room was the slot's id, `{doctor}.{date}.{hh:mm}`.
      for (const part of [booked.slot_id, booked.doctor.id, booked.start.slice(0, 10), booked.id]) expect(room(booked)).not.toContain(part);
    }
    expect(room(first.json)).not.toBe(room(second.json));
    const hold = await box.call('POST', '/appointment-holds', {
      token: box.titular,
      body: { slot_id: slots[2].id, patient_id: 'cus-1001', appointment_id: first.json.id },
    });
    const moved = await box.call('POST', `/appointments/${first.json.id}/reschedule`, {
      token: box.titular,
      body: { hold_id: hold.json.id },
    });
    expect(moved.status).toBe(200);
    expect(room(moved.json)).not.toBe(room(first.json));
  });
});
