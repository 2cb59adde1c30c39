// What the sandbox would have sent (confirmation links, OTP codes, invitations, receipts, welcomes). Nothing
// leaves the machine: tests read GET /__sandbox/outbox, people open the mailbox page (GET /__sandbox/mailbox),
// the way Mailpit serves developers. Any area writes here through sendMessage; reset empties it.
import type { Store } from '../../store.ts';

export type OutboxChannel = 'email' | 'sms';

export interface OutboxMessage {
  id: string;
  channel: OutboxChannel;
  /** An e-mail address or a phone number (+34...). */
  to: string;
  /** What it is, for filtering: 'otp', 'registration_confirmation', 'beneficiary_invitation', 'receipt'... */
  kind: string;
  /** Spanish, as the person would read it. SMS have none. */
  subject: string | null;
  /** Plain Spanish text. */
  text: string;
  /** The one link the message asks the person to open, if any. */
  link: string | null;
  created_at: string;
  /** Whatever a test needs to read without parsing the text (the OTP code, the invitation token...). */
  metadata: Record<string, unknown>;
}

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
