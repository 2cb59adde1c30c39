// The sandbox clock and outbox as the reminders' browser tests read them (docs/sandbox.md, "Avisos").
import { at } from './sandbox.ts';

export interface SentMessage {
  channel: 'email' | 'sms';
  to: string;
  kind: string;
  subject: string | null;
  text: string;
  link: string | null;
  metadata: Record<string, string>;
}

async function control<T>(method: string, path: string, body?: unknown): Promise<T> {
  const reply = await fetch(`${at.api}/__sandbox/${path}`, {
    method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!reply.ok) throw new Error(`sandbox ${method} ${path}: ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as T;
}

/** The sandbox's now, in ms (it runs ahead of the real clock once moved). */
export const sandboxNow = async () => Date.parse((await control<{ now: string }>('GET', 'clock')).now);

/** Moves the whole sandbox's time forward; what falls due is in the outbox when this returns. */
export const advanceClock = (advanceMinutes: number) => control('POST', 'clock', { advanceMinutes });

/** Minutes from the sandbox's now until `hours` before `start`. */
export const minutesUntil = async (start: string, hours: number) => (Date.parse(start) - hours * 3_600_000 - (await sandboxNow())) / 60_000;

/** The reminders of one kind about one appointment. */
export const remindersAbout = async (kind: string, appointmentId: string) =>
  (await control<SentMessage[]>('GET', `outbox?kind=${kind}`)).filter((m) => m.metadata.appointment_id === appointmentId);
