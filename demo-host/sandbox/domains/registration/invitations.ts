import { OperationHandlers } from '../../bind.ts';
import type { Context } from 'hono';
import type { Deps, SandboxEnv } from '../../env.ts';
import { invalidRequest, jsonError } from '../../errors.ts';
import { readJsonObject } from '../../json-body.ts';
import { acceptInvitation } from './invitation-acceptance.ts';
import type { Beneficiary } from '../../../../contract/beneficiaries/schemas.ts';

/** 'a***@correo.es': enough for the person to recognise their address, not enough to harvest it. */
const maskEmail = (email: string) => email.replace(/^(.)[^@]*/, '$1***');

/**
 * Public: the invitation page and the beneficiary's own registration. The link carries the beneficiary's id;
 * what protects the record is the OTP to the address the holder gave, and an invitation works once.
 */
export function invitationRoutes(deps: Deps) {
  const app = new OperationHandlers();

  const pending = (c: Context<SandboxEnv>): Beneficiary | Response => {
    const beneficiary = deps.store.beneficiary(c.req.param('id') ?? '');
    if (!beneficiary || !beneficiary.invited_at || !beneficiary.email) {
      return jsonError(
        c,
        404,
        'unknown_invitation',
        'Esta invitación no existe. Revisa el enlace o pide a tu titular que te invite de nuevo.',
      );
    }
    if (beneficiary.status !== 'invited' || deps.store.acceptedInvitations.has(beneficiary.id)) {
      return jsonError(c, 410, 'invitation_used', 'Esta invitación ya se usó. Si ya te registraste, inicia sesión con tu correo.');
    }
    return beneficiary;
  };

  app.handle('getInvitationsId', (c) => {
    const beneficiary = pending(c);
    if (beneficiary instanceof Response) return beneficiary;
    const holder = deps.store.customer(beneficiary.titular_id);
    return c.json({
      beneficiary_id: beneficiary.id,
      first_name: beneficiary.first_name,
      relationship: beneficiary.relationship,
      email_hint: maskEmail(beneficiary.email as string),
      titular_first_name: holder?.first_name ?? null,
      plan_name: holder?.account?.plan.name ?? null,
      invited_at: beneficiary.invited_at,
    });
  });

  app.handle('postInvitationsIdAcceptance', async (c) => {
    const beneficiary = pending(c);
    if (beneficiary instanceof Response) return beneficiary;
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const result = acceptInvitation(beneficiary, read.body, deps);
    if (!result.ok) return jsonError(c, result.status, result.error, result.message, result.fields);
    return c.json(result.beneficiary, 201);
  });

  return app;
}
