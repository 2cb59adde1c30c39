// Capabilities: what opens by being held (a card's QR) must be made only by the server, so that neither a guess
// nor a change of one character opens anything. Each probe is its own line, labelled "capacidad: ...".
import type { Session } from './client.ts';
import type { Scenario } from './steps.ts';

const HOLDER = 'titular@demo.es';

/**
 * Another holder than `owner`'s person: the kit's second Titular test account (nuevo@ in the sandbox), found among
 * the accounts given, since against another server a demo name only stands for the first account of its role.
 */
export async function anotherHolder(sc: Scenario, owner: Session): Promise<Session> {
  for (const account of sc.client.options.accounts) {
    const session = await sc.client.login(account);
    if (!(session instanceof Error) && session.me !== owner.me && /^titular/i.test(session.role)) return session;
  }
  return sc.skip('hace falta una segunda cuenta de prueba de titular, de otro plan (docs/contract.md)');
}
/**
 * A capability the holder asks for with the bearer (a video room, a document link) is refused to another holder:
 * `status`, or `also` (403 and 404 both keep the object hidden). `id` is read in the step, after the one that made it.
 */
export async function refusedToAnotherHolder(sc: Scenario, op: string, label: string, id: () => string, status: number, also: number) {
  await sc.step(op, { label }, async () => {
    await sc.check({
      op,
      label,
      as: await anotherHolder(sc, await sc.session(HOLDER)),
      path: { id: id() },
      status,
      also: [also],
      refusals: false,
    });
  });
}

const JSON_ACCEPT = { Accept: 'application/json' };

/**
 * The same token with its middle character changed: what a forger gives. Not the last one: in base64 it may carry
 * bits a decoder ignores, so a server that decodes before comparing would rightly accept the change.
 */
export const tampered = (token: string): string => {
  const at = Math.floor(token.length / 2);
  return `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
};

/** The card's QR: the token the server put in verification_url opens the check; the member number or a forged token does not. */
export async function cardVerification(sc: Scenario): Promise<void> {
  await sc.step('GET /cards/{customerId}', { label: 'su código QR', gives: ['card token', 'member number'] }, async () => {
    const me = await sc.session(HOLDER);
    const reply = await sc.check({
      op: 'GET /cards/{customerId}',
      label: 'su código QR',
      as: me,
      path: { customerId: me.me },
      status: 200,
    });
    const card = reply.json as { verification_url?: string; member_number?: string };
    sc.set(
      'card token',
      card.verification_url ? decodeURIComponent(new URL(card.verification_url).pathname.split('/').at(-1) ?? '') : undefined,
    );
    sc.set('member number', card.member_number);
  });
  await sc.step('GET /cards/verify/{memberNumber}', { label: 'con el token del QR' }, async () => {
    await sc.check({
      op: 'GET /cards/verify/{memberNumber}',
      label: 'con el token del QR',
      as: null,
      path: { memberNumber: sc.need('card token') },
      headers: JSON_ACCEPT,
      status: 200,
    });
  });
  await sc.step('GET /cards/verify/{memberNumber}', { label: 'capacidad: token alterado' }, async () => {
    await sc.check({
      op: 'GET /cards/verify/{memberNumber}',
      label: 'capacidad: token alterado',
      as: null,
      path: { memberNumber: tampered(sc.need('card token')) },
      headers: JSON_ACCEPT,
      status: 404,
    });
  });
  await sc.step('GET /cards/verify/{memberNumber}', { label: 'capacidad: número de afiliado' }, async () => {
    await sc.check({
      op: 'GET /cards/verify/{memberNumber}',
      label: 'capacidad: número de afiliado',
      as: null,
      path: { memberNumber: sc.need('member number') },
      headers: JSON_ACCEPT,
      status: 404,
    });
  });
}

interface VideoAppointment {
  id?: string;
  slot_id?: string;
  start?: string;
  doctor?: { id?: string };
  video_url?: string | null;
}

/** What a room's link may not be made of: anything of the appointment someone else could know or guess. */
export function guessableRoom(appointment: VideoAppointment): string[] {
  if (!appointment.video_url) return ['la cita de videoconsulta no tiene video_url'];
  const room = new URL(appointment.video_url).pathname.split('/').filter(Boolean).at(-1) ?? '';
  const parts = [appointment.slot_id, appointment.id, appointment.doctor?.id, appointment.start?.slice(0, 10)].filter(Boolean) as string[];
  const found = parts.filter((part) => room.includes(part));
  return [
    ...(room.length < 22 ? [`la sala «${room}» es demasiado corta para no poder adivinarse (menos de 128 bits en base64url)`] : []),
    ...found.map((part) => `la sala se deduce de la cita: contiene «${part}»`),
  ];
}

/**
 * A video appointment: its room's link is random (nothing of the doctor, day or hour in it), it reaches only its
 * patient (another holder's token gets 403 or 404), and the appointment is cancelled at the end.
 */
export async function videoRoom(sc: Scenario): Promise<void> {
  await sc.step('GET /appointment-slots', { label: 'de videoconsulta', gives: ['video slot'] }, async () => {
    const me = await sc.session(HOLDER);
    const specialities = (await sc.check({ op: 'GET /specialities', label: 'de videoconsulta', as: me, status: 200 })).json as {
      code: string;
      locations: string[];
    }[];
    const speciality = specialities.find((s) => s.locations.includes('video'))?.code;
    if (!speciality) sc.skip('ninguna especialidad se ofrece por videoconsulta');
    const search = { speciality, location: 'video' };
    const days = (await sc.check({ op: 'GET /appointment-days', label: 'de videoconsulta', as: me, query: search, status: 200 })).json as {
      date: string;
      free: number;
    }[];
    const day = [...days].reverse().find((d) => d.free > 0)?.date;
    if (!day) sc.skip('no hay horas libres de videoconsulta');
    const reply = await sc.check({
      op: 'GET /appointment-slots',
      label: 'de videoconsulta',
      as: me,
      query: { ...search, date: day },
      status: 200,
    });
    const slot = (reply.json as { id: string; start: string }[]).filter((s) => Date.parse(s.start) > Date.now() + 3 * 3_600_000).at(-1);
    if (slot) sc.set('video slot', slot.id);
    else sc.lack('video slot', `el ${day} no quedan horas de videoconsulta a más de 3 horas de ahora`);
  });
  await sc.step('POST /appointments', { label: 'capacidad: sala de videoconsulta', gives: ['video appointment'] }, async () => {
    const me = await sc.session(HOLDER);
    const hold = await sc.check({
      op: 'POST /appointment-holds',
      label: 'de videoconsulta',
      as: me,
      body: { slot_id: sc.need('video slot'), patient_id: me.me },
      status: 201,
    });
    const reply = await sc.check({
      op: 'POST /appointments',
      label: 'capacidad: sala de videoconsulta',
      as: me,
      body: { hold_id: (hold.json as { id?: string }).id },
      status: 201,
      expect: (r) => guessableRoom(r.json as VideoAppointment),
    });
    sc.set('video appointment', (reply.json as VideoAppointment).id);
  });
  await refusedToAnotherHolder(
    sc,
    'GET /appointments/{id}',
    'capacidad: la videoconsulta de otro',
    () => sc.need('video appointment'),
    403,
    404,
  );
  await sc.step('POST /appointments/{id}/cancellation', { label: 'la videoconsulta' }, async () => {
    await sc.check({
      op: 'POST /appointments/{id}/cancellation',
      label: 'la videoconsulta',
      as: await sc.session(HOLDER),
      path: { id: sc.forCleanup('video appointment') },
      body: { reason: 'Prueba del kit de conformidad del contrato' },
      status: 200,
      refusals: false,
    });
  });
}
