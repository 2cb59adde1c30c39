// The sandbox clock and outbox as the reminders' browser tests read them (docs/sandbox.md, "Avisos").
import { control } from './sandbox.ts';
import { outbox } from './onboarding.ts';

/** The sandbox's now, in ms (it runs ahead of the real clock once moved). */
export const sandboxNow = async () => Date.parse(((await (await control('GET', 'clock')).json()) as { now: string }).now);

/** Moves the whole sandbox's time forward; what falls due is in the outbox when this returns. */
export const advanceClock = (advanceMinutes: number) => control('POST', 'clock', { advanceMinutes });

/** Minutes from the sandbox's now until `hours` before `start`. */
export const minutesUntil = async (start: string, hours: number) => (Date.parse(start) - hours * 3_600_000 - (await sandboxNow())) / 60_000;

/** The reminders of one kind about one appointment. */
export const remindersAbout = async (kind: string, appointmentId: string) =>
  (await outbox({ kind })).filter((m) => m.metadata.appointment_id === appointmentId);
