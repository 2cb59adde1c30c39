// The one delivery step: queued event notices first, then the time-based ones the clock has passed since the
// last step. routes.ts runs it around every request and after POST /__sandbox/clock.
import type { Store } from '../store.ts';
import { deliverNotice } from './deliver.ts';
import { fallenDue } from './due.ts';

export function deliverAll(store: Store, portalOrigin: string, now: number): number {
  const state = store.reminders;
  let sent = 0;
  for (const notice of state.queue.splice(0)) sent += deliverNotice(store, notice, portalOrigin, now);
  // The first look only notes the time: a fresh sandbox does not send what fell due before it started.
  if (state.deliveredUntil !== null && now > state.deliveredUntil) {
    for (const notice of fallenDue(store, state.deliveredUntil, now)) sent += deliverNotice(store, notice, portalOrigin, now);
  }
  state.deliveredUntil = Math.max(now, state.deliveredUntil ?? now);
  return sent;
}
