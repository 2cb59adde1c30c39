// The last card seen on this device, so it opens without network (at a front desk with no coverage). API
// answers are never cached by the service worker (they come from another origin and are personal), so the
// card keeps its own copy here, one person at a time: a different person signing in replaces it.
import type { MemberCard } from './api/get-member-card.ts';
import { readStoredJson, writeStored, writeStoredJson } from '../../core/state/storage.ts';

const KEY = 'portal:carne';

export interface SavedCard {
  card: MemberCard;
  savedAt: string;
}

/** Storage full or refused (private mode): the card still shows, only not offline. */
export function saveCard(card: MemberCard): void {
  writeStoredJson('local', KEY, { card, savedAt: new Date().toISOString() } satisfies SavedCard);
}

export function savedCard(customerId: string): SavedCard | null {
  const saved = readStoredJson('local', KEY) as SavedCard | null;
  return saved?.card?.customer_id === customerId ? saved : null;
}

/** Signing out leaves no one's card on the device. */
export function forgetSavedCard(): void {
  writeStored('local', KEY, null);
}
