// What sign-ups leave between requests: the one-use e-mail confirmation links of new holders, the logins still
// waiting for theirs, and the beneficiaries' invitation links.
import type { Beneficiary } from '../../../../contract/beneficiaries/schemas.ts';

export interface Confirmation {
  customerId: string;
  userId: string;
  expiresAt: number;
  usedAt: string | null;
}

export interface RegistrationState {
  /** One-use e-mail confirmation tokens of new members (confirmation.ts). */
  confirmations: Map<string, Confirmation>;
  /** Logins that may not sign in until their e-mail is confirmed. */
  unconfirmedUsers: Set<string>;
  /** The beneficiaries' invitation links by their random token (beneficiaries/invite.ts issues, invitations.ts spends). */
  invitations: Map<string, BeneficiaryInvitation>;
}

/** One invitation link: whose, to which address the holder gave, until when, and whether it was spent or replaced. */
export interface BeneficiaryInvitation {
  beneficiaryId: string;
  /** The address the holder gave when the link was sent: the only one its code goes to. */
  address: string;
  expiresAt: number;
  usedAt: string | null;
  /** A newer link for the same person was sent: this one no longer opens. */
  replaced: boolean;
}

export const registrationState = (): RegistrationState => ({
  confirmations: new Map(),
  unconfirmedUsers: new Set(),
  invitations: new Map(),
});

/** An invitation that still opens, with the person it invites. */
export interface OpenInvitation {
  beneficiary: Beneficiary;
  invitation: BeneficiaryInvitation;
}
