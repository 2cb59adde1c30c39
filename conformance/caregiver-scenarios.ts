// Caregivers (issue 31): the probes that a caregiver reaches only what a member granted, while it holds, each its
// own line in the report: a module not granted, a member who did not grant, a grant past its last day, and the next
// call after the member revokes. On the way, the whole path of a new caregiver: the member's grant, the invitation
// link, the code sent to the address given, the acceptance with a new account, acting, the change and the log.
import type { Session } from './client.ts';
import { freshEmail, freshPassword, freshTag } from './fresh.ts';
import { fromOutbox } from './member-scenarios.ts';
import type { Reply } from './client.ts';
import type { Scenario } from './steps.ts';

const HOLDER = 'titular@demo.es';
const CAREGIVER = 'cuidador@demo.es';
/** A member who gave the seeded caregiver nothing: the holder's beneficiary. */
const NOT_GRANTING = 'beneficiario@demo.es';
/** A member whose grant to the seeded caregiver has ended (docs/caregivers.md: what a provider seeds for the kit). */
const ENDED = 'mora@demo.es';
const FRESH_NAME = 'Cuidadora del kit';

/** One call of each module, to knock on a module the grant does not open (`{me}`: the member acted for). */
const CALL_OF_MODULE: Record<string, { op: string; path?: Record<string, string>; query?: Record<string, string> }> = {
  citas: { op: 'GET /appointments' },
  historia_clinica: { op: 'GET /medical-record/entries', query: { patient_id: '{me}' } },
  pagos: { op: 'GET /customers/{id}/charges', path: { id: '{me}' } },
  carne: { op: 'GET /cards/{customerId}', path: { customerId: '{me}' } },
  soporte: { op: 'GET /pqrs' },
};

interface Represented {
  customer_id: string;
  modules: string[];
}

const codeIs =
  (code: string) =>
  (reply: Reply): string[] => {
    const error = (reply.json as { error?: unknown } | undefined)?.error;
    return error === code ? [] : [`el código de error es «${String(error)}», se esperaba «${code}»`];
  };

const fill = (values: Record<string, string> | undefined, me: string) =>
  values && Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.replace('{me}', me)]));

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function caregivers(sc: Scenario): Promise<void> {
  const acting = async (caregiver: Session, customerId: string, label: string, status = 200, code?: string) => {
    const reply = await sc.check({
      op: 'POST /caregivers/acting',
      label,
      as: caregiver,
      body: { customer_id: customerId },
      status,
      refusals: false,
      ...(code ? { expect: codeIs(code) } : {}),
    });
    const token = (reply.json as { access_token?: string; refresh_token?: string } | undefined) ?? {};
    return token.access_token
      ? { token: token.access_token, refreshToken: token.refresh_token ?? '', me: customerId, role: '' }
      : undefined;
  };

  await sc.step('GET /caregivers/represented', { gives: ['represented'] }, async () => {
    const reply = await sc.check({ op: 'GET /caregivers/represented', as: await sc.session(CAREGIVER), status: 200 });
    const first = (reply.json as Represented[])[0];
    if (!first) sc.skip('la cuenta de cuidador de prueba no ayuda a nadie: docs/caregivers.md dice qué sembrar');
    sc.set('represented', first);
  });
  await sc.step('POST /caregivers/acting', { gives: ['acting'] }, async () => {
    const { customer_id } = sc.need<Represented>('represented');
    sc.set('acting', await acting(await sc.session(CAREGIVER), customer_id, 'por quien dio acceso'));
  });
  await sc.step('GET /appointments', { label: 'cuidador: módulo no concedido' }, async () => {
    const session = sc.need<Session>('acting');
    const { modules } = sc.need<Represented>('represented');
    const closed = Object.keys(CALL_OF_MODULE).find((module) => !modules.includes(module));
    if (!closed) sc.skip('el acceso sembrado abre todos los módulos: no queda ninguno cerrado que probar');
    const call = CALL_OF_MODULE[closed]!;
    await sc.check({
      op: call.op,
      label: `cuidador: módulo no concedido (${closed})`,
      as: session,
      ...(call.path ? { path: fill(call.path, session.me) } : {}),
      ...(call.query ? { query: fill(call.query, session.me) } : {}),
      status: 403,
      refusals: false,
      expect: codeIs('module_not_granted'),
    });
  });
  await sc.step('POST /caregivers/acting', { label: 'cuidador: persona que no dio acceso' }, async () => {
    const other = await sc.session(NOT_GRANTING);
    await acting(await sc.session(CAREGIVER), other.me, 'cuidador: persona que no dio acceso', 403, 'not_granted');
  });
  await sc.step(
    'POST /caregivers/acting',
    {
      label: 'cuidador: acceso caducado',
      sandboxOnly: 'necesita un acceso ya caducado sembrado para la cuenta de cuidador (docs/caregivers.md)',
    },
    async () => {
      const ended = await sc.session(ENDED);
      await acting(await sc.session(CAREGIVER), ended.me, 'cuidador: acceso caducado', 403, 'access_ended');
    },
  );

  // A new caregiver, from the member's grant to the call refused after revocation.
  const tag = freshTag();
  const contact = freshEmail(`cuidador.${tag}`);
  const password = freshPassword(tag);
  await sc.step('POST /caregivers/grants', { gives: ['grant'] }, async () => {
    const holder = await sc.session(HOLDER);
    const reply = await sc.check({
      op: 'POST /caregivers/grants',
      as: holder,
      body: { grantor_id: holder.me, caregiver_name: FRESH_NAME, contact, modules: ['citas'], ends_on: inDays(30) },
      status: 201,
    });
    sc.set('grant', (reply.json as { id?: string }).id);
  });
  await fromOutbox(
    sc,
    'invitation',
    { to: contact, kind: 'caregiver_invitation' },
    (message) => message.metadata.token,
    'el enlace de la invitación llega por correo a la dirección inventada: el kit solo lo lee en el buzón del sandbox',
  );
  await sc.step('GET /caregivers/invitations/{token}', {}, async () => {
    await sc.check({ op: 'GET /caregivers/invitations/{token}', as: null, path: { token: sc.need('invitation') }, status: 200 });
  });
  await sc.step('POST /caregivers/invitations/{token}/otp', { gives: ['otp sent'] }, async () => {
    await sc.check({ op: 'POST /caregivers/invitations/{token}/otp', as: null, path: { token: sc.need('invitation') }, status: 202 });
    sc.set('otp sent', true);
  });
  if (sc.client.options.otpCode !== undefined && !sc.sandbox) sc.set('code', sc.client.options.otpCode);
  else
    await fromOutbox(
      sc,
      'code',
      { to: contact, kind: 'otp' },
      (message) => message.metadata.code,
      'el código llega a la dirección de la invitación: el kit solo lo lee en el buzón del sandbox (o con --otp-code)',
    );
  const accept = (label?: string, status = 201) =>
    sc.check({
      op: 'POST /caregivers/invitations/{token}/acceptance',
      ...(label ? { label } : {}),
      as: null,
      path: { token: sc.need('invitation') },
      body: { code: sc.need('code'), name: FRESH_NAME, password },
      status,
    });
  await sc.step('POST /caregivers/invitations/{token}/acceptance', { gives: ['accepted'] }, async () => {
    sc.need('otp sent');
    await accept();
    sc.set('accepted', true);
  });
  await sc.step('POST /caregivers/invitations/{token}/acceptance', { label: 'segundo uso' }, async () => {
    sc.need('accepted');
    await accept('segundo uso', 410);
  });
  await sc.step('POST /caregivers/acting', { label: 'cuidador nuevo', gives: ['fresh acting'] }, async () => {
    sc.need('accepted');
    const caregiver = await sc.session({ username: contact, password });
    sc.set('fresh acting', await acting(caregiver, (await sc.session(HOLDER)).me, 'cuidador nuevo'));
  });
  await sc.step('GET /appointments', { label: 'cuidador: módulo concedido' }, async () => {
    await sc.check({
      op: 'GET /appointments',
      label: 'cuidador: módulo concedido',
      as: sc.need('fresh acting'),
      status: 200,
      refusals: false,
    });
  });
  await sc.step('PATCH /caregivers/grants/{id}', {}, async () => {
    await sc.check({
      op: 'PATCH /caregivers/grants/{id}',
      as: await sc.session(HOLDER),
      path: { id: sc.need('grant') },
      body: { modules: ['citas', 'soporte'] },
      status: 200,
      expect: (reply) => ((reply.json as { modules?: string[] }).modules?.includes('soporte') ? [] : ['el cambio no se guardó']),
    });
  });
  await sc.step('DELETE /caregivers/grants/{id}', { gives: ['revoked'] }, async () => {
    await sc.check({
      op: 'DELETE /caregivers/grants/{id}',
      as: await sc.session(HOLDER),
      path: { id: sc.forCleanup('grant') },
      status: 204,
    });
    sc.set('revoked', true);
  });
  await sc.step('GET /appointments', { label: 'cuidador: tras retirar el acceso' }, async () => {
    sc.need('revoked');
    await sc.check({
      op: 'GET /appointments',
      label: 'cuidador: tras retirar el acceso',
      as: sc.need('fresh acting'),
      status: 403,
      refusals: false,
      expect: codeIs('access_ended'),
    });
  });
  await sc.step('GET /caregivers/access-log', { label: 'registra al cuidador' }, async () => {
    sc.need('fresh acting');
    const holder = await sc.session(HOLDER);
    await sc.check({
      op: 'GET /caregivers/access-log',
      label: 'registra al cuidador',
      as: holder,
      query: { customer_id: holder.me },
      status: 200,
      refusals: false,
      expect: (reply) => {
        const mine = (reply.json as { caregiver_name: string; kind: string; visit_id: string }[]).filter(
          (e) => e.caregiver_name === FRESH_NAME,
        );
        if (!(mine.some((e) => e.kind === 'visita') && mine.some((e) => e.kind === 'consulta')))
          return [`el registro no tiene la visita y la consulta de «${FRESH_NAME}»`];
        // One acting session on one day is one visit: the member reads it as one («entró el martes…, de 10:02 a 10:15»).
        return new Set(mine.map((e) => e.visit_id)).size === 1 ? [] : [`la visita y la consulta de «${FRESH_NAME}» no comparten visit_id`];
      },
    });
  });
}
