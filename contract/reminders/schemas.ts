// Reminders: the member's notice preferences, one-click unsubscribe and the sandbox clock.
// Declared once: the portal takes the types (type-only imports), the sandbox checks bodies against the
// schemas and /openapi.json shows them (contract/openapi.ts).
import { DateTime, Nullable, type Static, StringEnum, Type, named } from '../schema.ts';

/** What a member can be told about, in the order the screen lists them. */
export const REMINDER_KINDS = [
  'appointment_24h',
  'appointment_2h',
  'payment_due',
  'payment_failed',
  'pqr_answered',
  'beneficiary_accepted',
] as const;
export const ReminderKind = StringEnum(REMINDER_KINDS);
export type ReminderKind = Static<typeof ReminderKind>;

export const REMINDER_CHANNELS = ['email', 'sms'] as const;
export const ReminderChannel = StringEnum(REMINDER_CHANNELS);
export type ReminderChannel = Static<typeof ReminderChannel>;

export const ChannelChoice = Type.Object({
  email: Type.Boolean(),
  sms: Type.Boolean(),
});
export type ChannelChoice = Static<typeof ChannelChoice>;

export const ReminderPreferences = Type.Record(Type.String(), ChannelChoice, {
  description: 'Un ChannelChoice por tipo (las claves son ReminderKind)',
});
export type ReminderPreferences = Static<typeof ReminderPreferences>;

export const NotificationPreferences = Type.Object({
  customer_id: Type.String(),
  kinds: Type.Array(ReminderKind, {
    description: 'Los tipos de esta persona: un beneficiario no tiene los de pagos ni el de beneficiarios',
  }),
  preferences: ReminderPreferences,
  updated_at: Nullable(DateTime()),
});
export type NotificationPreferences = Static<typeof NotificationPreferences>;

export const Unsubscription = Type.Object({
  kind: ReminderKind,
  channel: ReminderChannel,
  already: Type.Boolean(),
});
export type Unsubscription = Static<typeof Unsubscription>;

export const SandboxClock = Type.Object({
  now: DateTime(),
  offsetMinutes: Type.Number(),
});
export type SandboxClock = Static<typeof SandboxClock>;

export const ReadingComfortChoice = Type.Object(
  {
    text_size: StringEnum(['normal', 'grande', 'muy-grande'], { description: 'Tamaño del texto: 100, 125 o 150 %' }),
    high_contrast: Type.Boolean({ description: 'Alto contraste' }),
  },
  {
    'x-messages': {
      text_size: 'El tamaño del texto es normal, grande o muy-grande.',
      high_contrast: 'El alto contraste es verdadero o falso.',
    },
  },
);
export type ReadingComfortChoice = Static<typeof ReadingComfortChoice>;

export const SavedReadingComfort = Type.Object({
  text_size: ReadingComfortChoice.properties.text_size,
  high_contrast: ReadingComfortChoice.properties.high_contrast,
  updated_at: Nullable(DateTime({ description: 'null mientras la persona no ha elegido: valen los valores por defecto' })),
});
export type SavedReadingComfort = Static<typeof SavedReadingComfort>;

/** What /openapi.json lists under components.schemas for this domain. */
export const remindersSchemas = [
  named('ReminderKind', ReminderKind),
  named('ChannelChoice', ChannelChoice),
  named('ReminderPreferences', ReminderPreferences),
  named('NotificationPreferences', NotificationPreferences),
  named('Unsubscription', Unsubscription),
  named('SandboxClock', SandboxClock),
  named('ReadingComfortChoice', ReadingComfortChoice),
  named('SavedReadingComfort', SavedReadingComfort),
];
