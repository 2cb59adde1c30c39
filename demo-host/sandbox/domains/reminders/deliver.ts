// From a notice to the outbox: the member's choice per channel, their address, one unsubscribe token per
// message, and the never-twice rule (a notice's key is remembered before anything is sent).
import { randomBytes } from 'node:crypto';
import type { Store } from '../../store.ts';
import { sendMessage } from '../outbox/outbox.ts';
import { REMINDER_CHANNELS, type ReminderChannel } from '../../../../contract/reminders/schemas.ts';
import { choiceOf, type Notice } from './state.ts';
import { KIND_NAMES } from './messages.ts';

export type { Notice } from './state.ts';

/** The portal page the unsubscribe links open (src/features/reminders/routes.ts). */
export const UNSUBSCRIBE_PATH = '/public/avisos/baja';

function addressOf(store: Store, memberId: string, channel: ReminderChannel): string | null {
  const person = store.customer(memberId) ?? store.beneficiary(memberId);
  const address = channel === 'email' ? person?.email : person?.phone;
  return address ? address : null;
}

/**
 * Sends the notice on each channel the member left on and has an address for. Returns the number sent; a key
 * seen before sends nothing, whatever the preferences say now.
 */
export function deliverNotice(store: Store, notice: Notice, portalOrigin: string, now: number): number {
  const { delivered, tokens } = store.reminders;
  if (delivered.has(notice.key)) return 0;
  delivered.add(notice.key);
  const choice = choiceOf(store.reminders, notice.memberId, notice.kind);
  let sent = 0;
  for (const channel of REMINDER_CHANNELS) {
    const to = addressOf(store, notice.memberId, channel);
    if (!choice[channel] || !to) continue;
    // Unguessable and single-purpose: it can only turn this kind off on this channel for this member.
    const token = randomBytes(18).toString('base64url');
    tokens.set(token, { memberId: notice.memberId, kind: notice.kind, channel, usedAt: null });
    const link = `${portalOrigin}${UNSUBSCRIBE_PATH}?token=${token}`;
    const optOut =
      channel === 'email'
        ? `\n\nSi no quieres recibir más ${KIND_NAMES[notice.kind]} por correo, date de baja aquí (no hace falta entrar): ${link}`
        : ` Baja: ${link}`;
    sendMessage(
      store,
      {
        channel,
        to,
        kind: notice.kind,
        subject: channel === 'email' ? notice.content.subject : null,
        text: (channel === 'email' ? notice.content.text : notice.content.short) + optOut,
        link,
        metadata: { member_id: notice.memberId, reminder_kind: notice.kind, unsubscribe_token: token, ...notice.about },
      },
      new Date(now),
    );
    sent += 1;
  }
  return sent;
}
