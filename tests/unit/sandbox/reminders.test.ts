// @vitest-environment node
// The reminders domain (demo-host/sandbox/domains/reminders/): preferences with their role checks, delivery when the
// sandbox clock passes a moment (never before, never twice), cancel and reschedule, the event-driven notices,
// and the one-use unsubscribe link.
import { describe, expect, it } from 'vitest';
import { sandbox, type AnyJson } from './sandbox-client.ts';

/** Monday 23 November 2026, 09:00 in Madrid. */
const MONDAY_9 = Date.parse('2026-11-23T08:00:00Z');
const HOUR = 60;
const CARD = { expiry: '12/30', cvc: '123', holder: 'Lucía Martín' };

async function setup() {
  const box = sandbox({ now: () => MONDAY_9 });
  const titular = await box.login('titular@demo.es');
  const outbox = async (kind?: string): Promise<AnyJson[]> =>
    (await box.call('GET', `/__sandbox/outbox${kind ? `?kind=${kind}` : ''}`)).json;
  const about = async (kind: string, appointmentId: string) =>
    (await outbox(kind)).filter((m) => m.metadata.appointment_id === appointmentId);
  const clock = async (advanceMinutes: number) => {
    const reply = await box.call('POST', '/__sandbox/clock', { body: { advanceMinutes } });
    expect(reply.status).toBe(200);
    return reply.json;
  };
  const nowMs = async () => Date.parse((await box.call('GET', '/__sandbox/clock')).json.now);
  /** Books the second free day's slot `index` for titular@ and returns the appointment. */
  const book = async (index = 2): Promise<AnyJson> => {
    const days = (await box.call('GET', '/appointment-days?speciality=medicina-general&location=hq-madrid', { token: titular })).json;
    const slots = (
      await box.call('GET', `/appointment-slots?speciality=medicina-general&location=hq-madrid&date=${days[1].date}`, { token: titular })
    ).json;
    const hold = await box.call('POST', '/appointment-holds', {
      token: titular,
      body: { slot_id: slots[index].id, patient_id: 'cus-1001' },
    });
    const booked = await box.call('POST', '/appointments', { token: titular, body: { hold_id: hold.json.id } });
    expect(booked.status).toBe(201);
    return booked.json;
  };
  /** Minutes from the sandbox's now until `hours` before the appointment's start. */
  const minutesUntil = async (a: AnyJson, hours: number) => (Date.parse(a.start) - hours * 3_600_000 - (await nowMs())) / 60_000;
  return { ...box, titular, outbox, about, clock, book, minutesUntil };
}

const prefsPath = (id: string) => `/customers/${id}/notification-preferences`;

describe('notification preferences', { timeout: 20_000 }, () => {
  it('starts with correo on and SMS off; a holder has six kinds, a beneficiary three', async () => {
    const s = await setup();
    const holder = await s.call('GET', prefsPath('cus-1001'), { token: s.titular });
    expect(holder.status).toBe(200);
    expect(holder.json).toMatchObject({ customer_id: 'cus-1001', updated_at: null });
    expect(holder.json.kinds).toEqual([
      'appointment_24h',
      'appointment_2h',
      'payment_due',
      'payment_failed',
      'pqr_answered',
      'beneficiary_accepted',
    ]);
    expect(Object.values(holder.json.preferences)).toEqual(Array(6).fill({ email: true, sms: false }));
    const beneficiary = await s.call('GET', prefsPath('cus-1002'), { token: await s.login('beneficiario@demo.es') });
    expect(beneficiary.json.kinds).toEqual(['appointment_24h', 'appointment_2h', 'pqr_answered']);
  });

  it('saves a whole set and refuses a partial or unknown one in Spanish', async () => {
    const s = await setup();
    const all = (await s.call('GET', prefsPath('cus-1001'), { token: s.titular })).json.preferences;
    const saved = await s.call('PUT', prefsPath('cus-1001'), {
      token: s.titular,
      body: { preferences: { ...all, appointment_2h: { email: false, sms: true } } },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.preferences.appointment_2h).toEqual({ email: false, sms: true });
    expect(saved.json.updated_at).toBe(new Date(MONDAY_9).toISOString());
    const partial = await s.call('PUT', prefsPath('cus-1001'), {
      token: s.titular,
      body: { preferences: { appointment_2h: { email: 'sí', sms: true } } },
    });
    expect(partial.status).toBe(422);
    expect(partial.json.fields['preferences.appointment_2h']).toMatch(/true o false/);
    expect(partial.json.fields['preferences.payment_due']).toBeDefined();
    const unknown = await s.call('PUT', prefsPath('cus-1002'), {
      token: await s.login('beneficiario@demo.es'),
      body: { preferences: { ...all } },
    });
    expect(unknown.json.fields['preferences.payment_due']).toBe('Ese tipo de aviso no existe o no es para tu cuenta.');
  });

  it('lets each member see only their own; staff and strangers are refused', async () => {
    const s = await setup();
    const other = await s.call('GET', prefsPath('cus-1004'), { token: s.titular });
    expect(other.status).toBe(403);
    expect(other.json.message).toBe('Solo puedes ver y cambiar tus propios avisos.');
    const staff = await s.call('GET', prefsPath('cus-1011'), { token: await s.login('vendedor@demo.es') });
    expect(staff.status).toBe(403);
    expect(staff.json.message).toMatch(/solo para afiliados/);
    expect((await s.call('GET', prefsPath('cus-1001'))).status).toBe(401);
  });
});

describe('appointment reminders and the sandbox clock', { timeout: 20_000 }, () => {
  it('sends the 24 h reminder once the clock passes its moment, not before, and never twice', async () => {
    const s = await setup();
    const a = await s.book();
    await s.clock(Math.floor(await s.minutesUntil(a, 24)) - 1);
    expect(await s.about('appointment_24h', a.id)).toEqual([]);
    await s.clock(2);
    const [sent, ...more] = await s.about('appointment_24h', a.id);
    expect(more).toEqual([]);
    expect(sent).toMatchObject({ channel: 'email', to: 'titular@demo.es', subject: 'Recordatorio: cita de Medicina general mañana' });
    expect(sent.link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/public\/avisos\/baja\?token=[\w-]{20,}$/);
    expect(sent.text).toContain(sent.link);
    expect(await s.about('appointment_2h', a.id)).toEqual([]);
    await s.clock(22 * HOUR);
    expect(await s.about('appointment_2h', a.id)).toHaveLength(1);
    await s.clock(3 * HOUR);
    expect(await s.about('appointment_24h', a.id)).toHaveLength(1);
    expect(await s.about('appointment_2h', a.id)).toHaveLength(1);
  });

  it("sends nothing for a cancelled appointment and moves a rescheduled one's reminders", async () => {
    const s = await setup();
    const cancelled = await s.book(2);
    const moved = await s.book(4);
    expect(
      (await s.call('POST', `/appointments/${cancelled.id}/cancellation`, { token: s.titular, body: { reason: 'Me viene mal' } })).status,
    ).toBe(200);
    const days = (await s.call('GET', '/appointment-days?speciality=medicina-general&location=hq-madrid', { token: s.titular })).json;
    const later = (
      await s.call('GET', `/appointment-slots?speciality=medicina-general&location=hq-madrid&date=${days[3].date}`, { token: s.titular })
    ).json[1];
    const hold = await s.call('POST', '/appointment-holds', {
      token: s.titular,
      body: { slot_id: later.id, patient_id: 'cus-1001', appointment_id: moved.id },
    });
    const rescheduled = await s.call('POST', `/appointments/${moved.id}/reschedule`, { token: s.titular, body: { hold_id: hold.json.id } });
    expect(rescheduled.status).toBe(200);
    // Past both old moments: nothing for either.
    await s.clock(Math.ceil(await s.minutesUntil(moved, 2)) + 1);
    expect(await s.about('appointment_24h', cancelled.id)).toEqual([]);
    expect(await s.about('appointment_2h', cancelled.id)).toEqual([]);
    expect(await s.about('appointment_24h', moved.id)).toEqual([]);
    await s.clock(Math.ceil(await s.minutesUntil(rescheduled.json, 24)) + 1);
    const [sent] = await s.about('appointment_24h', moved.id);
    expect(sent.text).toContain('Medicina general');
    expect(sent.text).toContain(
      new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' }).format(new Date(later.start)),
    );
  });

  it('follows the choices: SMS when turned on, nothing when both are off', async () => {
    const s = await setup();
    const all = (await s.call('GET', prefsPath('cus-1001'), { token: s.titular })).json.preferences;
    await s.call('PUT', prefsPath('cus-1001'), {
      token: s.titular,
      body: { preferences: { ...all, appointment_24h: { email: false, sms: true }, appointment_2h: { email: false, sms: false } } },
    });
    const a = await s.book();
    await s.clock(Math.ceil(await s.minutesUntil(a, 2)) + 1);
    const sent = await s.about('appointment_24h', a.id);
    expect(sent.map((m) => [m.channel, m.to, m.subject])).toEqual([['sms', '+34612483920', null]]);
    expect(sent[0].text).toMatch(/^Mañana: cita de Medicina general .* Baja: http/);
    expect(await s.about('appointment_2h', a.id)).toEqual([]);
  });

  it('refuses a clock that does not move forward, and the reset puts it back', async () => {
    const s = await setup();
    expect((await s.call('POST', '/__sandbox/clock', { body: { advanceMinutes: 0 } })).status).toBe(422);
    expect((await s.call('POST', '/__sandbox/clock', { body: { advanceMinutes: -5 } })).json.fields.advanceMinutes).toMatch(
      /entero de minutos/,
    );
    expect((await s.clock(90)).now).toBe(new Date(MONDAY_9 + 90 * 60_000).toISOString());
    await s.call('POST', '/__sandbox/reset');
    expect((await s.call('GET', '/__sandbox/clock')).json).toEqual({ now: new Date(MONDAY_9).toISOString(), offsetMinutes: 0 });
  });

  it('tells a holder three days before the next charge', async () => {
    const s = await setup();
    const customer = s.store.customer('cus-1001')!;
    customer.account!.next_payment_date = '2026-11-30';
    // 27 November, 10:00 Madrid = 09:00 UTC: 4 days and 1 hour after Monday 09:00 Madrid.
    await s.clock(4 * 24 * HOUR);
    expect((await s.outbox('payment_due')).filter((m) => m.to === 'titular@demo.es')).toEqual([]);
    await s.clock(HOUR);
    const [due] = (await s.outbox('payment_due')).filter((m) => m.to === 'titular@demo.es');
    expect(due.subject).toBe('Tu próximo cobro es el 30 de noviembre de 2026');
  });
});

describe('event notices', { timeout: 20_000 }, () => {
  it('tells the holder when a payment is declined, but not when they cancelled it themself', async () => {
    const s = await setup();
    const token = await s.login('mora@demo.es');
    const charges = (await s.call('GET', '/customers/cus-1007/charges', { token })).json.map((c: AnyJson) => c.id);
    const pay = async (n: number) =>
      (
        await s.call('POST', '/payments', {
          token,
          headers: { 'idempotency-key': `intento-aviso-${n}` },
          body: { customer_id: 'cus-1007', charge_ids: charges, method: 'card', return_url: 'http://127.0.0.1:4173/home/paymentApproval' },
        })
      ).json.id as string;
    const submit = async (id: string, fields: Record<string, string>) =>
      s.app.fetch(
        new Request((await s.call('GET', `/payments/${id}`, { token })).json.checkout_url, {
          method: 'POST',
          body: new URLSearchParams(fields),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      );
    const declined = await pay(1);
    await submit(declined, { action: 'pay', number: '4000000000000002', ...CARD });
    const [failed, ...more] = await s.outbox('payment_failed');
    expect(more).toEqual([]);
    expect(failed).toMatchObject({ to: 'mora@demo.es', subject: 'No hemos podido cobrar tu pago', metadata: { payment_id: declined } });
    expect(failed.text).toContain('Tu banco ha rechazado la tarjeta.');
    await submit(await pay(2), { action: 'cancel' });
    expect(await s.outbox('payment_failed')).toHaveLength(1);
  });

  it('tells the member when their PQR is answered, once', async () => {
    const s = await setup();
    const pqr = (await s.call('GET', '/pqrs?customer_id=cus-1001', { token: s.titular })).json.find(
      (p: AnyJson) => p.status !== 'answered',
    );
    while ((await s.call('POST', `/__sandbox/pqrs/${pqr.id}/advance`)).status === 200);
    const sent = await s.outbox('pqr_answered');
    expect(sent.map((m) => [m.to, m.subject])).toEqual([['titular@demo.es', `Tenemos respuesta a tu solicitud ${pqr.reference}`]]);
  });
  it('tells the holder when an invited beneficiary joins, on the channel the holder chose', async () => {
    const s = await setup();
    const all = (await s.call('GET', prefsPath('cus-1001'), { token: s.titular })).json.preferences;
    await s.call('PUT', prefsPath('cus-1001'), {
      token: s.titular,
      body: { preferences: { ...all, beneficiary_accepted: { email: false, sms: true } } },
    });
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
    await s.call('POST', '/beneficiaries/ben-2001/invitation', {
      token: s.titular,
      body: { invitation_url: 'http://localhost:4173/public/invite/' },
    });
    const [invitation] = await s.outbox('beneficiary_invitation');
    const link = `/invitations/${String(invitation.metadata.token)}`;
    await s.call('POST', `${link}/otp`);
    expect((await s.call('POST', `${link}/acceptance`, { body: { ...daniela, code: '123456' } })).status).toBe(201);
    const sent = await s.outbox('beneficiary_accepted');
    expect(sent.map((m) => [m.channel, m.to, m.metadata.beneficiary_id])).toEqual([['sms', '+34612483920', 'ben-2001']]);
    expect(sent[0].text).toMatch(/^Daniela Ortega ha aceptado tu invitación/);
  });
});

describe('one-click unsubscribe', { timeout: 20_000 }, () => {
  it('turns off exactly that kind and channel once, then says it was already done; a made-up token is refused', async () => {
    const s = await setup();
    const a = await s.book();
    await s.clock(Math.ceil(await s.minutesUntil(a, 24)) + 1);
    const [sent] = await s.about('appointment_24h', a.id);
    const token = new URL(sent.link).searchParams.get('token');
    const first = await s.call('POST', '/notifications/unsubscribe', { body: { token } });
    expect(first.json).toEqual({ kind: 'appointment_24h', channel: 'email', already: false });
    const prefs = (await s.call('GET', prefsPath('cus-1001'), { token: s.titular })).json.preferences;
    expect(prefs.appointment_24h).toEqual({ email: false, sms: false });
    expect(prefs.appointment_2h).toEqual({ email: true, sms: false });
    // The member turns it on again; the old link does not undo that.
    await s.call('PUT', prefsPath('cus-1001'), {
      token: s.titular,
      body: { preferences: { ...prefs, appointment_24h: { email: true, sms: false } } },
    });
    expect((await s.call('POST', '/notifications/unsubscribe', { body: { token } })).json.already).toBe(true);
    expect((await s.call('GET', prefsPath('cus-1001'), { token: s.titular })).json.preferences.appointment_24h.email).toBe(true);
    const bogus = await s.call('POST', '/notifications/unsubscribe', { body: { token: 'inventado' } });
    expect(bogus.status).toBe(404);
    expect(bogus.json.message).toMatch(/^Este enlace de baja no es válido/);
    expect((await s.call('POST', '/notifications/unsubscribe', { body: {} })).status).toBe(422);
  });
});

describe('reading comfort kept on the account', { timeout: 20_000 }, () => {
  const path = (id: string) => `/customers/${id}/reading-comfort`;

  it('answers the defaults until the person chooses, then what they chose, for members and staff alike', async () => {
    const s = await setup();
    expect((await s.call('GET', path('cus-1001'), { token: s.titular })).json).toEqual({
      text_size: 'normal',
      high_contrast: false,
      updated_at: null,
    });
    const saved = await s.call('PUT', path('cus-1001'), { token: s.titular, body: { text_size: 'muy-grande', high_contrast: true } });
    expect(saved.status).toBe(200);
    expect((await s.call('GET', path('cus-1001'), { token: s.titular })).json).toEqual({
      text_size: 'muy-grande',
      high_contrast: true,
      updated_at: new Date(MONDAY_9).toISOString(),
    });
    const seller = await s.login('vendedor@demo.es');
    expect((await s.call('PUT', path('cus-1011'), { token: seller, body: { text_size: 'grande', high_contrast: false } })).status).toBe(
      200,
    );
  });

  it("refuses another person's, and what it does not understand, in Spanish and field by field", async () => {
    const s = await setup();
    const other = await s.call('GET', path('cus-1002'), { token: s.titular });
    expect(other.status).toBe(403);
    expect(other.json.message).toBe('Solo puedes ver y cambiar tu propia forma de leer el portal.');
    const wrong = await s.call('PUT', path('cus-1001'), { token: s.titular, body: { text_size: 'enorme', high_contrast: 'sí' } });
    expect(wrong.status).toBe(422);
    expect(wrong.json.fields).toEqual({
      text_size: 'El tamaño del texto es normal, grande o muy-grande.',
      high_contrast: 'El alto contraste es verdadero o falso.',
    });
    expect((await s.call('GET', path('cus-1001'), { token: s.titular })).json.updated_at).toBeNull();
  });
});
