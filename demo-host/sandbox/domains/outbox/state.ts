// The stored message's type lives here with the slice, not in outbox.ts: outbox.ts writes through the Store, which is
// made of the slices, so the slice naming a type of outbox.ts closed a cycle.
import type { OutboxMessage as OutboxMessageAnswer } from '../../../../contract/outbox/schemas.ts';

/** A message as stored: the contract's, with the metadata a test reads by name. */
export type OutboxMessage = Omit<OutboxMessageAnswer, 'metadata'> & { metadata: Record<string, unknown> };

export interface OutboxState {
  /** Messages the sandbox would have sent (outbox.ts), newest last. */
  outbox: OutboxMessage[];
}

export const outboxState = (): OutboxState => ({ outbox: [] });
