import { OperationHandlers, type ParamContext } from '../../bind.ts';
import type { Deps } from '../../env.ts';
import { invalidRequest, jsonError } from '../../errors.ts';
import { readJsonObject } from '../../json-body.ts';
import { OTP_SENT, sendOtpCode } from '../accounts/otp.ts';
import { acceptInvitation } from './invitation-acceptance.ts';
import type { OpenInvitation } from './state.ts';

/** 'a***@correo.es': enough for the person to recognise their address, not enough to harvest it. */
const maskEmail = (email: string) => email.replace(/^(.)[^@]*/, '$1***');

/**
 * Public: the invitation page, its code and the beneficiary's own registration. The path's `id` is the link's
 * random token (beneficiaries/invite.ts), never the beneficiary's id: holding the link is what the e-mail gave, and
 * the code goes only to the address the holder gave, so a stranger who finds an id gets nothing.
 */
export function invitationRoutes(deps: Deps) {
  const app = new OperationHandlers();

  const open = (c: ParamContext<'id'>): OpenInvitation | Response => {
    const invitation = deps.store.invitations.get(c.req.param().id);
    const beneficiary = invitation && deps.store.beneficiary(invitation.beneficiaryId);
    if (!invitation || !beneficiary) {
      return jsonError(
        c,
        404,
        'unknown_invitation',
        'Esta invitación no existe. Revisa el enlace o pide a tu titular que te invite de nuevo.',
      );
    }
    if (invitation.usedAt || beneficiary.status !== 'invited') {
      return jsonError(c, 410, 'invitation_used', 'Esta invitación ya se usó. Si ya te registraste, inicia sesión con tu correo.');
    }
    if (invitation.replaced || invitation.expiresAt <= deps.opts.now()) {
      return jsonError(
        c,
        410,
        'invitation_expired',
        'Esta invitación ha caducado o hay una más reciente. Pide a tu titular que te invite de nuevo desde su portal.',
      );
    }
    return { beneficiary, invitation };
  };

  app.handle('getInvitationsId', (c) => {
    const found = open(c);
    if (found instanceof Response) return found;
    const { beneficiary, invitation } = found;
    const holder = deps.store.customer(beneficiary.titular_id);
    return c.json({
      beneficiary_id: beneficiary.id,
      first_name: beneficiary.first_name,
      relationship: beneficiary.relationship,
      email_hint: maskEmail(invitation.address),
      titular_first_name: holder?.first_name ?? null,
      plan_name: holder?.account?.plan.name ?? null,
      invited_at: beneficiary.invited_at,
    });
  });

  app.handle('postInvitationsIdOtp', (c) => {
    const found = open(c);
    if (found instanceof Response) return found;
    // Only ever to the address the holder gave: the request names no address at all.
    sendOtpCode(deps, found.invitation.address, 'email');
    return c.json(OTP_SENT, 202);
  });

  app.handle('postInvitationsIdAcceptance', async (c) => {
    const found = open(c);
    if (found instanceof Response) return found;
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const result = acceptInvitation(found, read.body, deps);
    if (!result.ok) return c.json(result.body, result.status);
    return c.json(result.beneficiary, 201);
  });

  return app;
}
