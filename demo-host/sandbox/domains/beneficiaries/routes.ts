import { OperationHandlers, type ParamContext } from '../../bind.ts';
import type { Context } from 'hono';
import type { Deps, SandboxEnv } from '../../env.ts';
import { invalidRequest, jsonError, notFound, validationError } from '../../errors.ts';
import { isNonEmptyString, readJsonObject } from '../../json-body.ts';
import { readBeneficiaryInput } from './input.ts';
import { portalPage } from '../../portal-page.ts';
import type { Beneficiary } from '../../../../contract/beneficiaries/schemas.ts';
import { beneficiaryLimitReached } from '../subscriptions/beneficiary-limit.ts';
import { sendInvitation } from './invite.ts';
import type { HandCheck, HandChecks } from '../../middleware/validate-requests.ts';

type Ctx = Context<SandboxEnv>;

/**
 * Only a holder acting as that titular may list or add their beneficiaries. The declared access already makes
 * `titular_id` one of the token's persons; that this person is a holder the declaration cannot say (no roles on
 * these operations), so a beneficiary naming themself is refused here.
 */
const ownsTitular = (c: Ctx, titularId: string): boolean =>
  c.get('bearer').profiles.some((profile) => profile.id === titularId && profile.role === 'Titular');

const forbidden = (c: Ctx) => jsonError(c, 403, 'forbidden', 'No puedes gestionar los beneficiarios de otro titular.');

export function beneficiaryRoutes(deps: Deps) {
  const app = new OperationHandlers();
  const now = () => deps.opts.now();

  /**
   * The beneficiary in the path, or the 404 of an id that names nothing. Whose it is was settled before the route
   * (the operation's `access`, middleware/authorize.ts: its holder must be one of the token's persons).
   */
  const owned = (c: ParamContext<'id'>): Beneficiary | Response =>
    deps.store.beneficiary(c.req.param().id) ?? notFound(c, 'No existe ese beneficiario.');

  app.handle('getBeneficiaries', (c) => {
    const titularId = c.req.query('titular_id');
    if (!titularId) return invalidRequest(c, 'Falta el parámetro titular_id.');
    if (!ownsTitular(c, titularId)) return forbidden(c);
    return c.json(deps.store.beneficiaries.filter((b) => b.titular_id === titularId));
  });

  app.handle('postBeneficiaries', async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const { titular_id } = read.body;
    if (!isNonEmptyString(titular_id)) return validationError(c, { titular_id: 'Falta el titular.' });
    if (!ownsTitular(c, titular_id)) return forbidden(c);
    const limit = beneficiaryLimitReached(deps.store, titular_id);
    if (limit) return jsonError(c, 409, 'plan_limit', limit);
    const input = readBeneficiaryInput(read.body, now());
    if (!input.ok) return validationError(c, input.errors);
    // Someone with an e-mail address is invited to activate their access; a young child is simply active.
    const invited = input.fields.email !== null;
    const beneficiary: Beneficiary = {
      id: deps.store.nextId('ben'),
      titular_id,
      ...input.fields,
      status: invited ? 'invited' : 'active',
      invited_at: invited ? new Date(now()).toISOString() : null,
    };
    deps.store.beneficiaries.push(beneficiary);
    return c.json(beneficiary, 201);
  });

  app.handle('putBeneficiariesId', async (c) => {
    const beneficiary = owned(c);
    if (beneficiary instanceof Response) return beneficiary;
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const { titular_id } = read.body;
    if (titular_id !== undefined && titular_id !== beneficiary.titular_id) {
      return validationError(c, { titular_id: 'No se puede cambiar el titular de un beneficiario.' });
    }
    const input = readBeneficiaryInput(read.body, now());
    if (!input.ok) return validationError(c, input.errors);
    Object.assign(beneficiary, input.fields);
    return c.json(beneficiary);
  });

  app.handle('deleteBeneficiariesId', (c) => {
    const beneficiary = owned(c);
    if (beneficiary instanceof Response) return beneficiary;
    deps.store.beneficiaries = deps.store.beneficiaries.filter((b) => b !== beneficiary);
    return c.body(null, 204);
  });

  app.handle('patchBeneficiariesIdEnable', (c) => {
    const beneficiary = owned(c);
    if (beneficiary instanceof Response) return beneficiary;
    if (beneficiary.status === 'disabled') {
      const limit = beneficiaryLimitReached(deps.store, beneficiary.titular_id);
      if (limit) return jsonError(c, 409, 'plan_limit', limit);
    }
    beneficiary.status = 'active';
    return c.json(beneficiary);
  });

  // Keeps the person on the list without cover (and out of the plan's count) until enabled again.
  app.handle('patchBeneficiariesIdDisable', (c) => {
    const beneficiary = owned(c);
    if (beneficiary instanceof Response) return beneficiary;
    beneficiary.status = 'disabled';
    return c.json(beneficiary);
  });

  app.handle('postBeneficiariesIdInvitation', async (c) => {
    const beneficiary = owned(c);
    if (beneficiary instanceof Response) return beneficiary;
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const { invitation_url } = read.body;
    if (typeof invitation_url !== 'string') return invalidRequest(c, 'Falta invitation_url o no es un texto.');
    // Only which of the portal's origins the holder uses is taken from it: the link itself (path, name, token) is
    // built here, so no caller can have our e-mail send a holder's invitation to another site.
    const page = portalPage(invitation_url, '/', deps);
    if (!page) return validationError(c, { invitation_url: 'El enlace de invitación debe estar en la dirección del portal.' });
    if (!beneficiary.email)
      return validationError(c, { email: 'El beneficiario no tiene correo electrónico para enviarle la invitación.' });
    sendInvitation(deps, beneficiary, new URL(page).origin);
    return c.json({ sent: true, sent_to: beneficiary.email }, 202);
  });

  return app;
}

const beneficiaryCheck: HandCheck = (body, deps) => {
  const input = readBeneficiaryInput(body, deps.opts.now());
  return input.ok ? null : input.errors;
};

/** A beneficiary's rules a schema cannot say, for the request check's 422 (middleware/validate-requests.ts). */
export const beneficiaryChecks: HandChecks = {
  'post /beneficiaries': beneficiaryCheck,
  'put /beneficiaries/{id}': beneficiaryCheck,
};
