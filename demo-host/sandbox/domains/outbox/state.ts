import type { OutboxMessage } from './outbox.ts';

export interface OutboxState {
  /** Messages the sandbox would have sent (outbox.ts), newest last. */
  outbox: OutboxMessage[];
}

export const outboxState = (): OutboxState => ({ outbox: [] });
