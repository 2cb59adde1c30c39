// The one delivery step: queued event notices first, then the time-based ones whose moment the clock has passed and
// that were not sent yet. routes.ts runs it around every request and after POST /__sandbox/clock.
import type { Store } from '../../store.ts';
import { deliverNotice } from './deliver.ts';
import { fallenDue } from './due.ts';

export function deliverAll(store: Store, portalOrigin: string, now: number): number {
  const state = store.reminders;
  let sent = 0;
  for (const notice of state.queue.splice(0)) sent += deliverNotice(store, notice, portalOrigin, now);
  for (const notice of fallenDue(store, state.since, now)) sent += deliverNotice(store, notice, portalOrigin, now);
  return sent;
}
