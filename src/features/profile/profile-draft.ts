// Unsaved answers survive a reload: they wait in this tab's session storage until saved or discarded. Health
// data stays in the tab (sessionStorage), never in localStorage, and goes when the tab closes.
import type { ProfileValues } from './profile-fields.ts';

const PREFIX = 'portal:perfil:borrador:';
const key = (customerId: string) => `${PREFIX}${customerId}`;

export function readDraft(customerId: string): Partial<ProfileValues> | null {
  try {
    return JSON.parse(sessionStorage.getItem(key(customerId)) ?? 'null') as Partial<ProfileValues> | null;
  } catch {
    return null;
  }
}

export function writeDraft(customerId: string, values: ProfileValues): void {
  try {
    sessionStorage.setItem(key(customerId), JSON.stringify(values));
  } catch {
    // Storage refused: the warning before leaving still protects the answers.
  }
}

export function clearDraft(customerId: string): void {
  try {
    sessionStorage.removeItem(key(customerId));
  } catch {
    // Nothing to clear.
  }
}

/** Signing out leaves no one's unsaved health answers in the tab. */
export function forgetProfileDrafts(): void {
  try {
    for (const stored of Object.keys(sessionStorage)) if (stored.startsWith(PREFIX)) sessionStorage.removeItem(stored);
  } catch {
    // Nothing to clear.
  }
}
