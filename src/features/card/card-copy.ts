// The last card seen on this device, so it opens without network (at a front desk with no coverage). API
// answers are never cached by the service worker (they come from another origin and are personal), so the
// card keeps its own copy here, one person at a time: a different person signing in replaces it.
import type { MemberCard } from './api/get-member-card.ts';

const KEY = 'portal:carne';

export interface SavedCard {
  card: MemberCard;
  savedAt: string;
}

export function saveCard(card: MemberCard): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ card, savedAt: new Date().toISOString() } satisfies SavedCard));
  } catch {
    // Storage full or refused (private mode): the card still shows, only not offline.
  }
}

export function savedCard(customerId: string): SavedCard | null {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as SavedCard | null;
    return saved?.card.customer_id === customerId ? saved : null;
  } catch {
    return null;
  }
}

/** Signing out leaves no one's card on the device. */
export function forgetSavedCard(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage refused: there was nothing saved either.
  }
}
