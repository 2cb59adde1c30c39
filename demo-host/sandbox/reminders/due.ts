// Time-based reminders, derived from the state itself rather than kept as a second list: an appointment's
// reminders are its start minus 24 h and minus 2 h, a holder's payment notice is their next_payment_date minus
// 3 days. A cancelled appointment has none and a moved one has them at its new time, with nothing to keep in step
// (routes/appointments.ts needs no hook). The key carries the start, so a move back and forth never repeats one.
import type { Store } from '../store.ts';
import type { Notice } from './deliver.ts';
import { appointmentNotice, paymentDueNotice } from './messages.ts';
import { madridInstant } from '../care/madrid-time.ts';

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

/** Every time-based notice the state implies today, whether or not its moment has come. */
export function scheduledNotices(store: Store): DueNotice[] {
  const out: DueNotice[] = [];
  for (const a of store.care?.appointments ?? []) {
    if (a.status !== 'booked') continue;
    const start = Date.parse(a.start);
    // The patient when they have their own record (a holder, a beneficiary with a login), else who booked it.
    const memberId = store.customer(a.patient_id) ? a.patient_id : a.booked_by;
    for (const { kind, hours } of APPOINTMENT_REMINDERS) {
      const at = start - hours * HOUR_MS;
      // A reminder whose moment came before the booking would be news of nothing.
      if (at < Date.parse(a.created_at)) continue;
      out.push({ memberId, kind, at, key: `${kind}:${a.id}:${a.start}`, content: appointmentNotice(a, hours), about: { appointment_id: a.id } });
    }
  }
  for (const c of store.customers) {
    if (c.role !== 'Titular' || c.account?.payment_status !== 'Active') continue;
    const date = c.account.next_payment_date;
    const at = madridInstant(date, PAYMENT_NOTICE_MINUTES) - PAYMENT_DUE_DAYS * 24 * HOUR_MS;
    out.push({ memberId: c.id, kind: 'payment_due', at, key: `payment_due:${c.id}:${date}`, content: paymentDueNotice(date, c.account.plan.name) });
  }
  return out;
}

/** The notices whose moment lies in (from, to]: what the clock passed since the last look, oldest first. */
export function fallenDue(store: Store, from: number, to: number): DueNotice[] {
  return scheduledNotices(store).filter((n) => n.at > from && n.at <= to).sort((a, b) => a.at - b.at);
}
