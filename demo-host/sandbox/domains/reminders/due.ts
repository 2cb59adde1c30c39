// Time-based reminders, derived from the state itself rather than kept as a second list: an appointment's
// reminders are its start minus 24 h and minus 2 h, a holder's payment notice is their next_payment_date minus
// 3 days. A cancelled appointment has none and a moved one has them at its new time, with nothing to keep in step
// (../appointments/routes.ts needs no hook). The key carries the start, so a move back and forth never repeats one.
import type { Store } from '../../store.ts';
import type { Notice } from './deliver.ts';
import { appointmentNotice, paymentDueNotice } from './messages.ts';
import { madridInstant } from '../appointments/madrid-time.ts';

export const APPOINTMENT_REMINDERS = [
  { kind: 'appointment_24h', hours: 24 },
  { kind: 'appointment_2h', hours: 2 },
] as const;
export const PAYMENT_DUE_DAYS = 3;
/** The payment notice goes out at 10:00 Madrid time, not at midnight, three days before the charge's day. */
const PAYMENT_NOTICE_MINUTES = 10 * 60;
const HOUR_MS = 3_600_000;

export interface DueNotice extends Notice {
  /** The instant the clock has to pass. */
  at: number;
}

/**
 * The time-based notices whose moment lies in (since, now] and that were not sent yet, oldest first. The
 * moment and key are checked before the words are written: this runs around every request.
 */
export function fallenDue(store: Store, since: number, now: number): DueNotice[] {
  const { delivered } = store.reminders;
  const due = (at: number, key: string) => at > since && at <= now && !delivered.has(key);
  const out: DueNotice[] = [];
  for (const a of store.care?.appointments ?? []) {
    if (a.status !== 'booked') continue;
    const start = Date.parse(a.start);
    if (start - 24 * HOUR_MS > now || start <= since) continue;
    // The patient when they have their own record (a holder, a beneficiary with a login), else who booked it.
    const memberId = store.customer(a.patient_id) ? a.patient_id : a.booked_by;
    for (const { kind, hours } of APPOINTMENT_REMINDERS) {
      const at = start - hours * HOUR_MS;
      const key = `${kind}:${a.id}:${a.start}`;
      // A reminder whose moment came before the booking would be news of nothing.
      if (!due(at, key) || at < Date.parse(a.created_at)) continue;
      out.push({ memberId, kind, at, key, content: appointmentNotice(a, hours), about: { appointment_id: a.id } });
    }
  }
  for (const c of store.customers) {
    if (c.role !== 'Titular' || c.account?.payment_status !== 'Active') continue;
    const date = c.account.next_payment_date;
    // Madrid's offset is an hour or two: a day's margin skips the exact (and slower) instant for most holders.
    const rough = Date.parse(`${date}T10:00:00Z`) - PAYMENT_DUE_DAYS * 24 * HOUR_MS;
    if (rough - 24 * HOUR_MS > now || rough + 24 * HOUR_MS <= since) continue;
    const at = madridInstant(date, PAYMENT_NOTICE_MINUTES) - PAYMENT_DUE_DAYS * 24 * HOUR_MS;
    const key = `payment_due:${c.id}:${date}`;
    if (due(at, key)) out.push({ memberId: c.id, kind: 'payment_due', at, key, content: paymentDueNotice(date, c.account.plan.name) });
  }
  return out.sort((a, b) => a.at - b.at);
}
