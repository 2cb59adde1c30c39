// What the reminders domain keeps between requests: the members' choices, what was already sent (so nothing is
// sent twice), the unsubscribe tokens of the messages, and up to when time-based reminders were delivered.
import type { ChannelChoice, ReminderChannel, ReminderKind, SavedReadingComfort } from '../../../../contract/reminders/schemas.ts';
import type { NoticeContent } from './messages.ts';

// A notice's type lives with the queue that keeps it, not in deliver.ts: deliver.ts writes through the Store, which
// is made of the slices, so this slice naming a type of deliver.ts closed a cycle.
/** One thing to tell one member: `key` names it for the never-twice rule (an appointment's moment, a payment). */
export interface Notice {
  memberId: string;
  kind: ReminderKind;
  key: string;
  content: NoticeContent;
  /** Ids a test reads without parsing the text (appointment_id, payment_id...). */
  about?: Record<string, string>;
}

export interface SavedPreferences {
  choices: Partial<Record<ReminderKind, ChannelChoice>>;
  updatedAt: string;
}

export interface UnsubscribeToken {
  memberId: string;
  kind: ReminderKind;
  channel: ReminderChannel;
  /** Set by the first use; a second use answers "already" and changes nothing. */
  usedAt: string | null;
}

export interface ReminderState {
  preferences: Map<string, SavedPreferences>;
  /** A person's reading comfort, kept for their other devices. */
  readingComfort: Map<string, SavedReadingComfort>;
  /** Keys of reminders already sent (appointment + moment + start, charge date...): the never-twice rule. */
  delivered: Set<string>;
  tokens: Map<string, UnsubscribeToken>;
  /**
   * The sandbox time of the last reset: a time-based reminder goes out once the clock has passed its moment,
   * only if that moment came after this (a fresh sandbox does not send every reminder whose moment lay before it
   * started). Fixed between resets, so a request that sends nothing leaves the state as it was.
   */
  since: number;
  /** Event-driven notices waiting for the next delivery step (queue.ts). */
  queue: Notice[];
}

/** `since` is the real clock here; createSandbox sets it to the sandbox's own clock after every reset. */
export function newReminderState(since = Date.now()): ReminderState {
  return { preferences: new Map(), readingComfort: new Map(), delivered: new Set(), tokens: new Map(), since, queue: [] };
}

/** Correo on for everything, SMS off: an e-mail costs nothing and annoys little; an SMS needs a yes. */
export const DEFAULT_CHOICE: Readonly<ChannelChoice> = { email: true, sms: false };

export function choiceOf(state: ReminderState, memberId: string, kind: ReminderKind): ChannelChoice {
  return state.preferences.get(memberId)?.choices[kind] ?? { ...DEFAULT_CHOICE };
}

export interface RemindersState {
  /** Members' notice choices, what was sent, unsubscribe tokens. */
  reminders: ReminderState;
}

export const remindersState = (): RemindersState => ({ reminders: newReminderState() });
