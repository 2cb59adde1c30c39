// The notification preferences as the API sends them: the contract's types
// (contract/reminders/schemas.ts), which the sandbox reads too, so the two sides cannot drift apart.
import type { ChannelChoice, ReminderKind } from '#contract/reminders/schemas.ts';

export type { ChannelChoice, NotificationPreferences, ReminderKind, Unsubscription } from '#contract/reminders/schemas.ts';

/** What a member can be told about, in the order the screen lists them. */
export const REMINDER_KINDS = [
  'appointment_24h',
  'appointment_2h',
  'payment_due',
  'payment_failed',
  'pqr_answered',
  'beneficiary_accepted',
] as const satisfies readonly ReminderKind[];

export const REMINDER_CHANNELS = ['email', 'sms'] as const satisfies readonly (keyof ChannelChoice)[];
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** One choice per kind the member has (the contract keys them by kind name). */
export type ReminderPreferences = Partial<Record<ReminderKind, ChannelChoice>>;
