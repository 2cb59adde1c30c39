// Who may read and change which preferences, and the check of a PUT body: every kind the member has, two booleans each.
import type { Profile } from '../accounts/state.ts';
import {
  REMINDER_CHANNELS,
  REMINDER_KINDS,
  type ChannelChoice,
  type NotificationPreferences,
  type ReminderKind,
} from '../../../../contract/reminders/schemas.ts';
import type { ReminderState } from './state.ts';
import { choiceOf } from './state.ts';

/** Beneficiaries pay nothing and invite nobody: those two kinds would never reach them. */
const HOLDER_ONLY: readonly ReminderKind[] = ['payment_due', 'payment_failed', 'beneficiary_accepted'];

export function kindsFor(profile: Profile): ReminderKind[] {
  return profile.role === 'Titular' ? [...REMINDER_KINDS] : REMINDER_KINDS.filter((k) => !HOLDER_ONLY.includes(k));
}

export function preferencesView(state: ReminderState, profile: Profile): NotificationPreferences {
  const kinds = kindsFor(profile);
  return {
    customer_id: profile.id,
    kinds,
    preferences: Object.fromEntries(kinds.map((kind) => [kind, choiceOf(state, profile.id, kind)])),
    updated_at: state.preferences.get(profile.id)?.updatedAt ?? null,
  };
}

export type ReadChoices =
  { ok: true; choices: Partial<Record<ReminderKind, ChannelChoice>> } | { ok: false; fields: Record<string, string> };

/** The body's `preferences`: exactly the member's kinds, each with `email` and `sms` as true or false. */
export function readChoices(body: Record<string, unknown>, kinds: readonly ReminderKind[]): ReadChoices {
  const given = body.preferences;
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    return { ok: false, fields: { preferences: 'Envía un objeto con cada tipo de aviso y sus canales.' } };
  }
  const fields: Record<string, string> = {};
  const choices: Partial<Record<ReminderKind, ChannelChoice>> = {};
  for (const key of Object.keys(given)) {
    if (!(kinds as readonly string[]).includes(key)) fields[`preferences.${key}`] = 'Ese tipo de aviso no existe o no es para tu cuenta.';
  }
  for (const kind of kinds) {
    const entry = (given as Record<string, unknown>)[kind];
    const valid =
      typeof entry === 'object' &&
      entry !== null &&
      REMINDER_CHANNELS.every((ch) => typeof (entry as Record<string, unknown>)[ch] === 'boolean');
    if (!valid) fields[`preferences.${kind}`] = 'Indica true o false para correo (email) y SMS (sms).';
    else choices[kind] = { email: (entry as ChannelChoice).email, sms: (entry as ChannelChoice).sms };
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, choices };
}
