// The sandbox's own machinery, reset with everything else: the request log, the armed faults, how far the clock was
// moved, the answers saved per Idempotency-Key, and the throttles' counts.
import type { Fault, LoggedRequest } from '../../../../contract/harness/schemas.ts';

/** One answer saved under an Idempotency-Key (middleware/idempotency.ts replays it). */
export interface IdempotencyRecord {
  fingerprint: string;
  state: 'running' | 'done';
  savedAt: number;
  status: number;
  contentType: string;
  body: string;
}

export interface HarnessState {
  /** Every request but the test controls (middleware/request-log.ts). */
  requests: LoggedRequest[];
  /** Armed by POST /__sandbox/faults; applied by middleware/faults.ts. */
  faults: Fault[];
  /** How far POST /__sandbox/clock (domains/reminders/controls.ts) moved the sandbox's time ahead of the real one. */
  clockOffsetMs: number;
  /** Saved answers per Idempotency-Key (middleware/idempotency.ts), scoped by user. */
  idempotency: Map<string, IdempotencyRecord>;
  /** Per throttle rule and key (middleware/throttle.ts): when each counted request or failure happened, in the window. */
  throttles: Map<string, number[]>;
  /**
   * The run since the last reset, by identity: a request held by a delay fault across a reset belongs to the run
   * before it, and must not act on the seed the reset brought back (middleware/faults.ts).
   */
  run: object;
}

export const harnessState = (): HarnessState => ({
  requests: [],
  faults: [],
  clockOffsetMs: 0,
  idempotency: new Map(),
  throttles: new Map(),
  run: {},
});
