// The shapes of the notification preferences, declared once on the portal's side; the sandbox reads them too
// (demo-host/sandbox/reminders/), so the two cannot drift apart.

/** What a member can be told about, in the order the screen lists them. */
export const REMINDER_KINDS = [
  'appointment_24h',
  'appointment_2h',
  'payment_due',
  'payment_failed',
  'pqr_answered',
  'beneficiary_accepted',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const REMINDER_CHANNELS = ['email', 'sms'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

export type ChannelChoice = Record<ReminderChannel, boolean>;
export type ReminderPreferences = Partial<Record<ReminderKind, ChannelChoice>>;

/** GET/PUT {base}/customers/{id}/notification-preferences. */
export interface NotificationPreferences {
  customer_id: string;
  /** The kinds this member can receive (a beneficiary pays nothing and invites nobody). */
  kinds: ReminderKind[];
  /** One entry per kind of `kinds`. */
  preferences: ReminderPreferences;
  /** Null while the member has never saved: the defaults apply. */
  updated_at: string | null;
}

/** POST {base}/notifications/unsubscribe: the kind and channel the link turned off, and whether it was already. */
export interface Unsubscription {
  kind: ReminderKind;
  channel: ReminderChannel;
  already: boolean;
}
