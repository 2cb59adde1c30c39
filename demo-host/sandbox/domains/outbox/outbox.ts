// What the sandbox would have sent (confirmation links, OTP codes, invitations, receipts, welcomes). Nothing
// leaves the machine: tests read GET /__sandbox/outbox, people open the mailbox page (GET /__sandbox/mailbox),
// the way Mailpit serves developers. Any area writes here through sendMessage; reset empties it.
import type { Store } from '../../store.ts';
import type { OutboxMessage } from './state.ts';

export type { OutboxMessage } from './state.ts';

export type OutboxChannel = OutboxMessage['channel'];

export interface NewMessage {
  channel: OutboxChannel;
  to: string;
  kind: string;
  subject?: string | null;
  text: string;
  link?: string | null;
  metadata?: Record<string, unknown>;
}

export function sendMessage(store: Store, message: NewMessage, now = new Date()): OutboxMessage {
  const sent: OutboxMessage = {
    id: store.nextId('msg'),
    channel: message.channel,
    to: message.to,
    kind: message.kind,
    subject: message.subject ?? null,
    text: message.text,
    link: message.link ?? null,
    created_at: now.toISOString(),
    metadata: message.metadata ?? {},
  };
  store.outbox.push(sent);
  return sent;
}
