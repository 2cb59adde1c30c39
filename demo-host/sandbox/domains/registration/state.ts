// What sign-ups leave between requests: the one-use e-mail confirmation links of new holders, the logins still
// waiting for theirs, and the invitations already accepted.
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
  /** Beneficiaries who accepted their invitation (invitations.ts): a second use is refused. */
  acceptedInvitations: Set<string>;
}

export const registrationState = (): RegistrationState => ({
  confirmations: new Map(),
  unconfirmedUsers: new Set(),
  acceptedInvitations: new Set(),
});
