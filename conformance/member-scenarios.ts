// Scenarios of members: a beneficiary added, changed, disabled, enabled and removed; one invited who verifies an
// address by OTP and registers, then removed; the profile form written back unchanged; a new holder's sign-up and
// its confirmation link. What only reaches a mailbox (a confirmation link, an OTP) is read from the sandbox's
// outbox; on another server those steps say so (or use --otp-code).
import { latePayment } from './payment-scenarios.ts';
import { adultBirthDate, freshDni, freshEmail, freshMobile, freshPassword, freshTag } from './fresh.ts';
import type { Scenario } from './steps.ts';

export interface OutboxMessage {
  to: string;
  kind: string;
  link: string | null;
  metadata: Record<string, unknown>;
}

/** Reads a value of the last matching message of the sandbox's outbox (sandbox only: `otherwise` elsewhere). */
export async function fromOutbox(
  sc: Scenario,
  key: string,
  query: Record<string, string>,
  pick: (message: OutboxMessage) => unknown,
  otherwise: string,
): Promise<void> {
  await sc.step('GET /__sandbox/outbox', { gives: [key], sandboxOnly: otherwise }, async () => {
    const reply = await sc.check({ op: 'GET /__sandbox/outbox', label: `(${query.kind ?? 'avisos'})`, as: null, query, status: 200 });
    const found = (reply.json as OutboxMessage[]).map(pick).filter((value) => value !== undefined && value !== null);
    if (found.length) sc.set(key, found.at(-1));
    else sc.skip(`el buzón no tiene el mensaje ${query.kind ?? ''} esperado`);
  });
}

const HOLDER = 'titular@demo.es';
const UNKNOWN = 'kit-enlace-inexistente';
/** The id a sequence would give next (`ben-9002` after `ben-9001`): what someone guessing links tries first. */
const nextId = (id: string) => id.replace(/\d+$/, (n) => String(Number(n) + 1).padStart(n.length, '0'));

interface Codes {
  document: string;
  gender: string;
  relationship: string;
}

export async function beneficiaries(sc: Scenario): Promise<void> {
  const portal = sc.client.options.portal ?? 'http://localhost:4173';
  await sc.step('GET /nomenclatures/{list}', { gives: ['codes'] }, async () => {
    const codes = async (list: string) => {
      const reply = await sc.check({ op: 'GET /nomenclatures/{list}', label: list, as: null, path: { list }, status: 200 });
      return ((reply.json ?? []) as { code: string }[]).map((item) => item.code);
    };
    const documents = await codes('document-types-beneficiary');
    const genders = await codes('genders');
    const relationships = await codes('relationships');
    if (!documents.includes('DNI'))
      sc.skip('la lista document-types-beneficiary no tiene DNI, el único documento que el kit sabe inventar');
    sc.set('codes', {
      document: 'DNI',
      gender: genders[0],
      relationship: relationships.find((code) => code === 'HIJO') ?? relationships[0],
    });
  });
  const person = (me: string, extra: Record<string, unknown> = {}) => {
    const codes = sc.need<Codes>('codes');
    return {
      titular_id: me,
      first_name: 'Prueba',
      first_lastname: 'Contrato',
      second_lastname: null,
      document_type: codes.document,
      document_number: freshDni(),
      birth_date: adultBirthDate(),
      gender: codes.gender,
      relationship: codes.relationship,
      email: null,
      phone: null,
      ...extra,
    };
  };
  const statusIs = (status: string) => (r: { json: unknown }) =>
    (r.json as { status?: string }).status === status ? [] : [`el beneficiario no queda en status ${status}`];

  // Added without an e-mail (active at once), changed, disabled, enabled, removed.
  await sc.step('POST /beneficiaries', { gives: ['beneficiary', 'sent'] }, async () => {
    const me = await sc.session(HOLDER);
    const body = person(me.me);
    const reply = await sc.check({ op: 'POST /beneficiaries', as: me, body, status: 201 });
    sc.set('beneficiary', (reply.json as { id?: string }).id);
    sc.set('sent', body);
  });
  await sc.step('PUT /beneficiaries/{id}', {}, async () => {
    const body = { ...sc.need<Record<string, unknown>>('sent'), first_name: 'Prueba cambiada' };
    await sc.check({
      op: 'PUT /beneficiaries/{id}',
      as: await sc.session(HOLDER),
      path: { id: sc.need('beneficiary') },
      body,
      status: 200,
      expect: (r) => ((r.json as { first_name?: string }).first_name === 'Prueba cambiada' ? [] : ['el nombre no cambió']),
    });
  });
  await sc.step('PATCH /beneficiaries/{id}/disable', {}, async () => {
    const path = { id: sc.need<string>('beneficiary') };
    await sc.check({
      op: 'PATCH /beneficiaries/{id}/disable',
      as: await sc.session(HOLDER),
      path,
      status: 200,
      expect: statusIs('disabled'),
    });
  });
  await sc.step('PATCH /beneficiaries/{id}/enable', {}, async () => {
    const path = { id: sc.need<string>('beneficiary') };
    await sc.check({ op: 'PATCH /beneficiaries/{id}/enable', as: await sc.session(HOLDER), path, status: 200, expect: statusIs('active') });
  });
  await sc.step('DELETE /beneficiaries/{id}', {}, async () => {
    await sc.check({
      op: 'DELETE /beneficiaries/{id}',
      as: await sc.session(HOLDER),
      path: { id: sc.forCleanup('beneficiary') },
      status: 204,
    });
  });

  // Added with an e-mail (invited): the invitation page, an OTP to that address, the registration, then removed.
  const email = freshEmail(freshTag());
  await sc.step('POST /beneficiaries', { label: 'con correo', gives: ['invited', 'invited body'] }, async () => {
    const me = await sc.session(HOLDER);
    const body = person(me.me, { email });
    const reply = await sc.check({
      op: 'POST /beneficiaries',
      as: me,
      body,
      status: 201,
      expect: statusIs('invited'),
    });
    sc.set('invited', (reply.json as { id?: string }).id);
    sc.set('invited body', body);
  });
  await sc.step('POST /beneficiaries/{id}/invitation', { label: 'al beneficiario nuevo' }, async () => {
    const id = sc.need<string>('invited');
    await sc.check({
      op: 'POST /beneficiaries/{id}/invitation',
      as: await sc.session(HOLDER),
      path: { id },
      body: { invitation_url: `${portal}/public/invite/` },
      status: 202,
    });
  });
  await sc.step('POST /beneficiaries/{id}/invitation', { label: 'capacidad: enlace a otro sitio' }, async () => {
    await sc.check({
      op: 'POST /beneficiaries/{id}/invitation',
      label: 'capacidad: enlace a otro sitio',
      as: await sc.session(HOLDER),
      path: { id: sc.need('invited') },
      body: { invitation_url: 'https://evil.example/public/invite/' },
      status: 422,
    });
  });
  await fromOutbox(
    sc,
    'invitation',
    { to: email, kind: 'beneficiary_invitation' },
    (message) => message.metadata.token,
    'el enlace de la invitación llega por correo a la dirección inventada: el kit solo lo lee en el buzón del sandbox',
  );
  // The link's token, not the person: the beneficiary's own id (and the next one) must open nothing.
  await sc.step('GET /invitations/{id}', { label: 'capacidad: id adivinado' }, async () => {
    const id = sc.need<string>('invited');
    await sc.check({ op: 'GET /invitations/{id}', label: 'capacidad: id del beneficiario', as: null, path: { id }, status: 404 });
    await sc.check({ op: 'GET /invitations/{id}', label: 'capacidad: id siguiente', as: null, path: { id: nextId(id) }, status: 404 });
  });
  await sc.step('GET /invitations/{id}', { label: 'del beneficiario nuevo' }, async () => {
    await sc.check({ op: 'GET /invitations/{id}', as: null, path: { id: sc.need('invitation') }, status: 200 });
  });
  await sc.step('POST /otp', { gives: ['otp sent'] }, async () => {
    sc.need('invited');
    await sc.check({ op: 'POST /otp', label: 'a su correo', as: null, body: { address: email, channel: 'email' }, status: 202 });
    sc.set('otp sent', true);
  });
  await sc.step('POST /otp/verification', { label: 'código incorrecto' }, async () => {
    sc.need('otp sent');
    await sc.check({
      op: 'POST /otp/verification',
      as: null,
      body: { code: '000000', address: email },
      status: 422,
    });
  });
  const readCode = async () => {
    if (sc.client.options.otpCode !== undefined && !sc.sandbox) sc.set('code', sc.client.options.otpCode);
    else
      await fromOutbox(
        sc,
        'code',
        { to: email, kind: 'otp' },
        (message) => message.metadata.code,
        'el código OTP llega por correo a la dirección inventada: el kit solo lo lee en el buzón del sandbox (o con --otp-code, si el entorno de pruebas acepta un código fijo)',
      );
  };
  await readCode();
  await sc.step('POST /otp/verification', {}, async () => {
    sc.need('otp sent');
    await sc.check({ op: 'POST /otp/verification', as: null, body: { code: sc.need('code'), address: email }, status: 200 });
  });
  // The invitation's own code: sent to the address the holder gave, the request names none.
  await sc.step('POST /invitations/{id}/otp', { gives: ['invitation code sent'] }, async () => {
    await sc.check({ op: 'POST /invitations/{id}/otp', as: null, path: { id: sc.need('invitation') }, status: 202 });
    sc.set('invitation code sent', true);
  });
  await readCode();
  const accept = (label: string | undefined, status: number) => {
    const { titular_id: _holder, ...fields } = sc.need<Record<string, unknown>>('invited body');
    return sc.check({
      op: 'POST /invitations/{id}/acceptance',
      ...(label ? { label } : {}),
      as: null,
      path: { id: sc.need('invitation') },
      body: { ...fields, password: freshPassword(freshTag()), code: sc.need('code') },
      status,
    });
  };
  await sc.step('POST /invitations/{id}/acceptance', { gives: ['accepted'] }, async () => {
    sc.need('invitation code sent');
    await accept(undefined, 201);
    sc.set('accepted', true);
  });
  await sc.step('POST /invitations/{id}/acceptance', { label: 'capacidad: segundo uso' }, async () => {
    sc.need('accepted');
    await accept('capacidad: segundo uso', 410);
  });
  await sc.step('DELETE /beneficiaries/{id}', { label: 'el invitado' }, async () => {
    await sc.check({
      op: 'DELETE /beneficiaries/{id}',
      as: await sc.session(HOLDER),
      path: { id: sc.forCleanup('invited') },
      status: 204,
      refusals: false,
    });
  });
}

export async function profileForm(sc: Scenario): Promise<void> {
  const demo = 'completo@demo.es';
  const formId = 'perfil-afiliado';
  await sc.step('GET /forms/{formId}/versions/latest/values/{customerId}', { gives: ['form'] }, async () => {
    const me = await sc.session(demo);
    const reply = await sc.check({
      op: 'GET /forms/{formId}/versions/latest/values/{customerId}',
      as: me,
      path: { formId, customerId: me.me },
      status: 200,
    });
    sc.set('form', reply.json);
  });
  // Written back unchanged: nothing of the test account changes, and the status the server decides stays the same.
  await sc.step('PUT /forms/{formId}/versions/latest/values/{customerId}', { label: 'los mismos valores' }, async () => {
    const form = sc.need<{ values: unknown; general_status: string }>('form');
    const me = await sc.session(demo);
    await sc.check({
      op: 'PUT /forms/{formId}/versions/latest/values/{customerId}',
      as: me,
      path: { formId, customerId: me.me },
      body: { values: form.values, general_status: form.general_status },
      status: 200,
      expect: (r) =>
        (r.json as { general_status?: string }).general_status === form.general_status
          ? []
          : ['el general_status cambió con los mismos valores'],
    });
  });
}

export async function signUp(sc: Scenario): Promise<void> {
  const portal = sc.client.options.portal ?? 'http://localhost:4173';
  const tag = freshTag();
  const email = freshEmail(tag);
  const password = freshPassword(tag);
  await sc.step('GET /plans', { gives: ['plan'] }, async () => {
    const reply = await sc.check({ op: 'GET /plans', as: null, status: 200 });
    sc.set('plan', (reply.json as { code: string; kind: string }[]).find((plan) => plan.kind !== 'corporate')?.code);
  });
  await sc.step('POST /customers', { gives: ['body', 'customer'] }, async () => {
    const body = {
      first_name: 'Prueba',
      first_lastname: 'Contrato',
      second_lastname: null,
      email,
      phone: freshMobile(),
      document_type: 'DNI',
      document_number: freshDni(),
      birth_date: adultBirthDate(),
      password,
      plan_code: sc.need<string>('plan'),
      accepted_privacy: true,
      accepted_terms: true,
      confirmation_url: `${portal}/auth/confirm`,
    };
    const reply = await sc.check({ op: 'POST /customers', as: null, body, status: 201 });
    sc.set('body', body);
    sc.set('customer', (reply.json as { id?: string }).id);
  });
  await sc.step('POST /customers', { label: 'otra vez, mismo correo y documento' }, async () => {
    await sc.check({ op: 'POST /customers', as: null, body: sc.need('body'), status: 409 });
  });
  await fromOutbox(
    sc,
    'confirmation',
    { to: email, kind: 'registration_confirmation' },
    (message) => message.metadata.token,
    'el enlace de confirmación llega por correo a la dirección inventada: el kit solo lo lee en el buzón del sandbox',
  );
  await sc.step('POST /customers/confirmations', { gives: ['confirmed'] }, async () => {
    const token = sc.need<string>('confirmation');
    await sc.check({ op: 'POST /customers/confirmations', as: null, body: { token }, status: 200 });
    sc.set('confirmed', token);
  });
  await sc.step('POST /customers/confirmations', { label: 'enlace ya usado' }, async () => {
    await sc.check({
      op: 'POST /customers/confirmations',
      as: null,
      body: { token: sc.need('confirmed') },
      status: 410,
    });
  });
  await sc.step('POST /customers/confirmations', { label: 'enlace desconocido' }, async () => {
    await sc.check({ op: 'POST /customers/confirmations', as: null, body: { token: UNKNOWN }, status: 404 });
  });
  // Against the sandbox: the new holder signs in, pays the first fee by card and the bank answers late.
  await latePayment(sc, { username: email, password });
}
