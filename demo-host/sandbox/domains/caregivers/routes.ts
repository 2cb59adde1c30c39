// Caregivers (contract/caregivers/operations.ts): a member's grants, the caregiver's invitation and acceptance, whom
// a caregiver may act for and the switch to act for them, and "Quién ha entrado". What an acting caregiver may call
// elsewhere is not decided here: middleware/caregiver-scope.ts enforces contract/caregivers/scope.ts on every route.
import { OperationHandlers } from '../../bind.ts';
import type { Context } from 'hono';
import type { Deps, SandboxEnv } from '../../env.ts';
import { invalidRequest, jsonError, notFound, validationError } from '../../errors.ts';
import { isNonEmptyString, readJsonObject } from '../../json-body.ts';
import { memberProfiles } from '../../middleware/roles.ts';
import { ageOn, passwordProblem, spanishMobileDigits } from '../../validators.ts';
import type { NewCaregiverGrant } from '../../../../contract/caregivers/schemas.ts';
import { ACCESS_ENDED, NOT_GRANTED, type CaregiverModule } from '../../../../contract/caregivers/scope.ts';
import { newCapabilityToken } from '../../capability-token.ts';
import { issueTokens } from '../accounts/tokens.ts';
import { OTP_SENT, sendOtpCode, verifyOtpCode } from '../accounts/otp.ts';
import { sendMessage } from '../outbox/outbox.ts';
import { endDateProblem, grantAnswer, isLive, statusOf } from './rules.ts';
import type { Grant } from './state.ts';
import { logAccess } from './access-log.ts';

type Ctx = Context<SandboxEnv>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MODULE_NAMES: Record<CaregiverModule, string> = {
  citas: 'citas médicas',
  historia_clinica: 'historia clínica',
  pagos: 'pagos',
  carne: 'carné',
  soporte: 'ayuda y soporte',
};

/** Where an address sends: a Spanish mobile by SMS, anything else that looks like an e-mail by e-mail. */
function channelOf(contact: string): 'email' | 'sms' | null {
  if (spanishMobileDigits(contact)) return 'sms';
  return EMAIL.test(contact.trim()) ? 'email' : null;
}

/** Enough of the address to recognise it, not enough to learn it from a leaked link. */
function masked(contact: string): string {
  const [name, domain] = contact.split('@');
  if (domain !== undefined) return `${(name ?? '').slice(0, 2)}***@${domain}`;
  return `*** *** ${contact.replace(/\D/g, '').slice(-3)}`;
}

export const endedMessage = (firstName: string) => `Tu acceso para ayudar a ${firstName} ha terminado: lo retiró o llegó su fecha de fin.`;

export function caregiverRoutes(deps: Deps) {
  const app = new OperationHandlers();
  const { store } = deps;
  const now = () => deps.opts.now();
  const firstNameOf = (customerId: string) => store.customer(customerId)?.first_name ?? '';

  /**
   * The grant `id`. Who may call (the declared roles, bind.ts) and whose it is (the operation's `access`,
   * middleware/authorize.ts) were settled before the route: here only the 404 of an id that names nothing.
   */
  const ownGrant = (c: Ctx): Grant | Response =>
    store.caregiverGrants.find((g) => g.id === c.req.param().id) ?? notFound(c, 'No existe ese acceso.');

  const invitation = (c: Ctx): Grant | Response => {
    const grant = store.caregiverGrants.find((g) => g.invitationToken === c.req.param().token);
    if (!grant) return notFound(c, 'Esta invitación no existe. Pide a quien te invitó que te envíe otra.');
    // A link works once, and not after the member withdrew the access or its last day passed.
    if (grant.accepted_at || !isLive(grant, now()))
      return jsonError(c, 410, 'invitation_gone', 'Esta invitación ya no vale: se usó, se retiró o caducó. Pide a quien te invitó otra.');
    return grant;
  };

  app.handle('getCaregiversGrants', (c) => {
    const own = new Set(memberProfiles(c).map((p) => p.id));
    const list = store.caregiverGrants.filter((g) => own.has(g.grantor_id)).map((g) => grantAnswer(g, now()));
    return c.json(list.sort((a, b) => b.created_at.localeCompare(a.created_at)));
  });

  app.handle('postCaregiversGrants', async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    // Its shape is the contract's already (middleware/validate-requests.ts answered 422 otherwise).
    const { grantor_id, caregiver_name, contact, modules, ends_on } = read.body as unknown as NewCaregiverGrant;
    // Someone else's person was refused before the route (the operation's `access`); an id that names no one is left.
    const grantor = memberProfiles(c).find((p) => p.id === grantor_id);
    if (!grantor) return validationError(c, { grantor_id: 'Elige en nombre de quién das el acceso.' });
    const customer = store.customer(grantor.id);
    if (grantor.role === 'Beneficiario' && customer && ageOn(customer.birth_date, now()) < 18)
      return jsonError(c, 403, 'forbidden', 'Solo una persona mayor de edad puede dar acceso a otra.');
    const fields: Record<string, string> = {};
    if (!isNonEmptyString(caregiver_name)) fields.caregiver_name = 'Escribe el nombre de la persona.';
    const channel = channelOf(contact);
    if (!channel) fields.contact = 'Escribe un correo electrónico o un móvil español.';
    const endProblem = endDateProblem(ends_on, now());
    if (endProblem) fields.ends_on = endProblem;
    if (Object.keys(fields).length || !channel) return validationError(c, fields);
    const grant: Grant = {
      id: store.nextId('cgr'),
      grantor_id: grantor.id,
      caregiver_name: caregiver_name.trim(),
      contact: contact.trim(),
      modules: [...modules],
      ends_on,
      created_at: new Date(now()).toISOString(),
      accepted_at: null,
      invitationToken: newCapabilityToken(),
      caregiverUserId: null,
      revokedAt: null,
    };
    store.caregiverGrants.push(grant);
    const link = `${deps.opts.corsOrigins[0]}/public/caregiver/${grant.invitationToken}`;
    const what = grant.modules.map((m) => MODULE_NAMES[m]).join(', ');
    sendMessage(
      store,
      {
        channel,
        to: grant.contact,
        kind: 'caregiver_invitation',
        subject: channel === 'email' ? `${grantor.first_name} te pide que le ayudes en su portal` : null,
        text: `${grantor.first_name} ${grantor.first_lastname} te da acceso a ${what} hasta el ${ends_on}. Acepta en ${link}`,
        link,
        metadata: { token: grant.invitationToken, grant_id: grant.id },
      },
      new Date(now()),
    );
    return c.json(grantAnswer(grant, now()), 201);
  });

  app.handle('patchCaregiversGrantsId', async (c) => {
    const grant = ownGrant(c);
    if (grant instanceof Response) return grant;
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    if (!isLive(grant, now())) return jsonError(c, 409, ACCESS_ENDED, 'Este acceso ya terminó: da uno nuevo.');
    const { modules, ends_on } = read.body as { modules?: CaregiverModule[]; ends_on?: string };
    if (ends_on !== undefined) {
      const problem = endDateProblem(ends_on, now());
      if (problem) return validationError(c, { ends_on: problem });
      grant.ends_on = ends_on;
    }
    if (modules !== undefined) grant.modules = [...modules];
    return c.json(grantAnswer(grant, now()));
  });

  app.handle('deleteCaregiversGrantsId', (c) => {
    const grant = ownGrant(c);
    if (grant instanceof Response) return grant;
    grant.revokedAt ??= new Date(now()).toISOString();
    return c.body(null, 204);
  });

  app.handle('getCaregiversInvitationsToken', (c) => {
    const grant = invitation(c);
    if (grant instanceof Response) return grant;
    return c.json({
      grantor_first_name: firstNameOf(grant.grantor_id),
      caregiver_name: grant.caregiver_name,
      modules: grant.modules,
      ends_on: grant.ends_on,
      channel: channelOf(grant.contact) ?? 'email',
      masked_contact: masked(grant.contact),
    });
  });

  app.handle('postCaregiversInvitationsTokenOtp', (c) => {
    const grant = invitation(c);
    if (grant instanceof Response) return grant;
    // Only ever to the address the member gave: the link alone does not let anyone choose where the code goes.
    sendOtpCode(deps, grant.contact, channelOf(grant.contact) ?? 'email');
    return c.json(OTP_SENT, 202);
  });

  app.handle('postCaregiversInvitationsTokenAcceptance', async (c) => {
    const grant = invitation(c);
    if (grant instanceof Response) return grant;
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const { code, password, username, name } = read.body;
    if (typeof code !== 'string' || typeof password !== 'string') return invalidRequest(c, 'Faltan el código o la contraseña.');
    const check = verifyOtpCode(deps, grant.contact, code);
    if (!check.ok) return c.json(check.body, check.status);
    let user;
    let created = false;
    if (isNonEmptyString(username)) {
      user = store.userByEmail(username);
      if (!user || user.password !== password) return jsonError(c, 401, 'invalid_grant', 'Correo electrónico o contraseña incorrectos.');
    } else {
      if (store.userByEmail(grant.contact))
        return jsonError(c, 409, 'account_exists', 'Ya tienes una cuenta con esta dirección: acepta entrando con ella.');
      const fields: Record<string, string> = {};
      if (!isNonEmptyString(name)) fields.name = 'Escribe tu nombre.';
      const weak = passwordProblem(password);
      if (weak) fields.password = weak;
      if (Object.keys(fields).length) return validationError(c, fields);
      user = { id: store.nextId('usr'), email: grant.contact.trim().toLowerCase(), password, customerIds: [] };
      store.users.push(user);
      created = true;
    }
    grant.caregiverUserId = user.id;
    grant.accepted_at = new Date(now()).toISOString();
    return c.json({ grant_id: grant.id, username: user.email, created_account: created }, 201);
  });

  /** The caregiver's grants that still hold, one per member (the latest given). */
  const liveGrantsOf = (userId: string) =>
    store.caregiverGrants.filter((g) => g.caregiverUserId === userId && statusOf(g, now()) === 'activa');

  app.handle('getCaregiversRepresented', (c) => {
    const list = liveGrantsOf(c.get('bearer').sub).flatMap((g) => {
      const member = store.customer(g.grantor_id);
      if (!member) return [];
      const { id, first_name, first_lastname } = member;
      return [{ customer_id: id, first_name, first_lastname, modules: g.modules, ends_on: g.ends_on }];
    });
    return c.json(list);
  });

  app.handle('postCaregiversActing', async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const { customer_id } = read.body;
    if (!isNonEmptyString(customer_id)) return validationError(c, { customer_id: 'Elige por quién quieres actuar.' });
    const bearer = c.get('bearer');
    const given = store.caregiverGrants.filter((g) => g.caregiverUserId === bearer.sub && g.grantor_id === customer_id);
    if (given.length === 0) return jsonError(c, 403, NOT_GRANTED, 'Esa persona no te ha dado acceso.');
    const live = given.find((g) => statusOf(g, now()) === 'activa');
    if (!live) return jsonError(c, 403, ACCESS_ENDED, endedMessage(firstNameOf(customer_id)));
    const user = store.users.find((u) => u.id === bearer.sub);
    if (!user) return jsonError(c, 401, 'invalid_token', 'El token de acceso no es válido.');
    logAccess(deps, live, bearer.sid, {
      kind: 'visita',
      operation: 'POST /caregivers/acting',
      summary: 'Empezó a actuar en tu nombre',
      status: 200,
    });
    // The acting session is the caregiver's own carried on: the same deadline, ended by the same sign-out.
    return c.json(await issueTokens(user, deps, { grantId: live.id, customerId: live.grantor_id }, bearer.sid));
  });

  app.handle('getCaregiversAccessLog', (c) => {
    const customerId = c.req.query('customer_id') ?? '';
    if (!customerId) return validationError(c, { customer_id: 'Indica de quién es el registro.' });
    // Another person's log was refused before the route (the operation's `access`); a member's own is left.
    if (!memberProfiles(c).some((p) => p.id === customerId)) return validationError(c, { customer_id: 'Elige uno de tus perfiles.' });
    const entries = store.caregiverLog
      .filter((e) => e.grantor_id === customerId)
      .map(({ grantor_id: _grantor, ...entry }) => entry)
      .reverse();
    return c.json(entries);
  });

  return app;
}
