// Sends a beneficiary their invitation: a link that holds a fresh random token (capability-token.ts), on one of the
// portal's own origins, to the address the holder gave. The token is the invitation: not the beneficiary's id,
// which anyone can guess (issue 28 took ben-2001's invitation that way). It works once, for a week, and a new
// invitation to the same person replaces the one before.
import type { Deps } from '../../env.ts';
import type { Beneficiary } from '../../../../contract/beneficiaries/schemas.ts';
import type { Customer } from '../../../../contract/accounts/schemas.ts';
import { newCapabilityToken } from '../../capability-token.ts';
import { INVITATION_TTL_SECONDS } from '../../secrets.ts';
import { sendMessage } from '../outbox/outbox.ts';
import { invitationMessage } from './invitation-message.ts';

/** The portal's page for an invitation (the spec's /public/invite/{name}/{id}, the id being the token). */
export const invitationLink = (portalOrigin: string, holder: Customer | undefined, token: string): string => {
  const name = holder ? `${holder.first_name} ${holder.first_lastname}` : '';
  return name ? `${portalOrigin}/public/invite/${encodeURIComponent(name)}/${token}` : `${portalOrigin}/public/invite/${token}`;
};

/**
 * Issues a new link for `beneficiary` and sends it to their e-mail (null: they have none). `portalOrigin` must
 * already be one of the portal's configured origins (portal-page.ts): the caller never hands over a link of its own.
 */
export function sendInvitation(deps: Deps, beneficiary: Beneficiary, portalOrigin: string): string | null {
  const { store } = deps;
  if (!beneficiary.email) return null;
  const now = deps.opts.now();
  for (const invitation of store.invitations.values())
    if (invitation.beneficiaryId === beneficiary.id && !invitation.usedAt) invitation.replaced = true;
  const token = newCapabilityToken();
  store.invitations.set(token, {
    beneficiaryId: beneficiary.id,
    address: beneficiary.email,
    expiresAt: now + INVITATION_TTL_SECONDS * 1000,
    usedAt: null,
    replaced: false,
  });
  beneficiary.invited_at = new Date(now).toISOString();
  const holder = store.customer(beneficiary.titular_id);
  const link = invitationLink(portalOrigin, holder, token);
  sendMessage(store, invitationMessage(beneficiary, holder, link, token), new Date(now));
  return link;
}
