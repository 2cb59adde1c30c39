// Scenarios of care: an appointment booked from a held slot, moved and cancelled (the cleanup), and a clinical
// document downloaded through its short-lived link.
import type { Scenario } from './steps.ts';
import { refusedToAnotherHolder } from './capability-scenarios.ts';

interface Speciality {
  code: string;
  locations: string[];
}
interface Slot {
  id: string;
  start: string;
}
interface Patient {
  id: string;
  self: boolean;
}

const HOLDER = 'titular@demo.es';
const HOUR = 3_600_000;

export async function appointments(sc: Scenario): Promise<void> {
  await sc.step('GET /specialities', { gives: ['search'] }, async () => {
    const me = await sc.session(HOLDER);
    const reply = await sc.check({ op: 'GET /specialities', as: me, status: 200 });
    // A place with a front desk rather than a video call, if there is one: the first of the first speciality.
    const all = (reply.json as Speciality[]).flatMap((s) => s.locations.map((location) => ({ speciality: s.code, location })));
    const search = all.find((pair) => pair.location !== 'video') ?? all[0];
    if (!search) sc.skip('la lista de especialidades está vacía');
    sc.set('search', search);
  });
  await sc.step('GET /appointment-days', { gives: ['day'] }, async () => {
    const search = sc.need<Record<string, string>>('search');
    const reply = await sc.check({ op: 'GET /appointment-days', as: await sc.session(HOLDER), query: search, status: 200 });
    // The furthest day with two free hours or more: far from the 2-hour window, and room to move the appointment.
    const days = (reply.json as { date: string; free: number }[]).filter((d) => d.free > 0);
    const day = [...days].reverse().find((d) => d.free >= 2) ?? days.at(-1);
    if (day) sc.set('day', day.date);
    else sc.lack('day', `no hay horas libres en las próximas semanas para ${search.speciality} en ${search.location}`);
  });
  await sc.step('GET /appointment-patients', { gives: ['patient'] }, async () => {
    const reply = await sc.check({ op: 'GET /appointment-patients', as: await sc.session(HOLDER), status: 200 });
    sc.set('patient', (reply.json as Patient[]).find((p) => p.self)?.id);
  });
  await sc.step('GET /appointment-slots', { gives: ['slot', 'other slot'] }, async () => {
    const search = sc.need<Record<string, string>>('search');
    const date = sc.need<string>('day');
    const reply = await sc.check({ op: 'GET /appointment-slots', as: await sc.session(HOLDER), query: { ...search, date }, status: 200 });
    const later = (reply.json as Slot[]).filter((s) => Date.parse(s.start) > Date.now() + 3 * HOUR);
    if (later[0]) sc.set('slot', later[0].id);
    else sc.lack('slot', `el ${date} no quedan horas libres a más de 3 horas de ahora`);
    if (later[1]) sc.set('other slot', later[1].id);
    else sc.lack('other slot', `el ${date} solo queda una hora libre: no hay otra a la que mover la cita`);
  });

  const hold = async (key: string, slotKey: string, label?: string, appointment?: string) =>
    sc.step('POST /appointment-holds', { gives: [key] }, async () => {
      const body: Record<string, string> = { slot_id: sc.need(slotKey), patient_id: sc.need('patient') };
      if (appointment) body.appointment_id = sc.need(appointment);
      const reply = await sc.check({ op: 'POST /appointment-holds', label, as: await sc.session(HOLDER), body, status: 201 });
      sc.set(key, (reply.json as { id?: string }).id);
    });

  await hold('hold', 'slot');
  await sc.step('DELETE /appointment-holds/{id}', { gives: ['released'] }, async () => {
    const id = sc.need<string>('hold');
    await sc.check({ op: 'DELETE /appointment-holds/{id}', as: await sc.session(HOLDER), path: { id }, status: 204 });
    sc.set('released', id);
  });
  await sc.step('POST /appointments', { label: 'con la reserva soltada' }, async () => {
    await sc.check({
      op: 'POST /appointments',
      as: await sc.session(HOLDER),
      body: { hold_id: sc.need('released') },
      status: 410,
      refusals: false,
    });
  });
  await hold('second hold', 'slot', 'otra vez');
  await sc.step('POST /appointments', { gives: ['appointment'] }, async () => {
    const reply = await sc.check({
      op: 'POST /appointments',
      as: await sc.session(HOLDER),
      body: { hold_id: sc.need('second hold') },
      status: 201,
      expect: (r) => ((r.json as { status?: string }).status === 'booked' ? [] : ['la cita nueva no está en status booked']),
    });
    sc.set('appointment', (reply.json as { id?: string }).id);
  });
  await sc.step('GET /appointments/{id}', { label: 'la nueva' }, async () => {
    await sc.check({
      op: 'GET /appointments/{id}',
      as: await sc.session(HOLDER),
      path: { id: sc.need('appointment') },
      status: 200,
    });
  });
  await hold('move hold', 'other slot', 'para moverla', 'appointment');
  await sc.step('POST /appointments/{id}/reschedule', {}, async () => {
    const moved = sc.need<string>('other slot');
    await sc.check({
      op: 'POST /appointments/{id}/reschedule',
      as: await sc.session(HOLDER),
      path: { id: sc.need('appointment') },
      body: { hold_id: sc.need('move hold') },
      status: 200,
      expect: (r) => ((r.json as { slot_id?: string }).slot_id === moved ? [] : ['la cita no está en la hora nueva']),
    });
  });
  // The cleanup: the appointment is cancelled (its hour free again) even if an earlier step failed on a shape.
  await sc.step('POST /appointments/{id}/cancellation', {}, async () => {
    await sc.check({
      op: 'POST /appointments/{id}/cancellation',
      as: await sc.session(HOLDER),
      path: { id: sc.forCleanup('appointment') },
      body: { reason: 'Prueba del kit de conformidad del contrato' },
      status: 200,
      expect: (r) => ((r.json as { status?: string }).status === 'cancelled' ? [] : ['la cita no queda en status cancelled']),
    });
  });
}

export async function clinicalDocument(sc: Scenario): Promise<void> {
  await sc.step('GET /medical-record/entries', { gives: ['entry'] }, async () => {
    const me = await sc.session(HOLDER);
    const reply = await sc.check({ op: 'GET /medical-record/entries', as: me, query: { patient_id: me.me }, status: 200 });
    const entry = (reply.json as { items: { id: string; document: unknown }[] }).items.find((item) => item.document);
    if (entry) sc.set('entry', entry.id);
    else sc.lack('entry', 'la historia clínica de la cuenta Titular de prueba no tiene ningún registro con documento');
  });
  await sc.step('POST /medical-record/entries/{id}/document-link', { label: 'de un registro con documento', gives: ['link'] }, async () => {
    const reply = await sc.check({
      op: 'POST /medical-record/entries/{id}/document-link',
      as: await sc.session(HOLDER),
      path: { id: sc.need('entry') },
      status: 201,
    });
    sc.set('link', (reply.json as { url?: string }).url);
  });
  await refusedToAnotherHolder(
    sc,
    'POST /medical-record/entries/{id}/document-link',
    'capacidad: documento de otra persona',
    () => sc.need('entry'),
    404,
    403,
  );
  await sc.step('GET /medical-record/documents/{token}', { gives: ['downloaded'] }, async () => {
    // The link as the portal opens it: the address the server gave, without a token (the link is the key).
    await sc.check({ op: 'GET /medical-record/documents/{token}', as: null, url: sc.need('link'), status: 200 });
    sc.set('downloaded', true);
  });
  await sc.step('GET /medical-record/documents/{token}', { label: 'capacidad: segundo uso' }, async () => {
    sc.need('downloaded');
    await sc.check({
      op: 'GET /medical-record/documents/{token}',
      label: 'capacidad: segundo uso',
      as: null,
      url: sc.need('link'),
      status: 410,
    });
  });
  await sc.step('GET /medical-record/documents/{token}', { label: 'enlace desconocido' }, async () => {
    await sc.check({
      op: 'GET /medical-record/documents/{token}',
      as: null,
      path: { token: 'kit-enlace-inexistente' },
      status: 410,
    });
  });
}
