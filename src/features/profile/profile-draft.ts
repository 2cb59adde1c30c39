// Unsaved answers survive a reload: they wait in this tab's session storage until saved or discarded. Health
// data stays in the tab (sessionStorage), never in localStorage, and goes when the tab closes.
import type { ProfileValues } from './profile-fields.ts';

const key = (customerId: string) => `portal:perfil:borrador:${customerId}`;

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
