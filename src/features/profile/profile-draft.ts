// Unsaved answers survive a reload: the shared form hook keeps them in the tab's session storage (src/forms/
// draft.ts) under this key, never in localStorage, so health data leaves with the tab or the session.
import { clearDraft, readDraft } from '../../forms/draft.ts';
import type { ProfileValues } from './profile-fields.ts';

export const profileDraftKey = (customerId: string): string => `perfil:${customerId}`;

/** Whether the tab holds answers that differ from what the server has (a reload in the middle of editing). */
export function hasUnsavedDraft(customerId: string, saved: ProfileValues): boolean {
  const draft = readDraft(profileDraftKey(customerId));
  return (Object.keys(saved) as (keyof ProfileValues)[]).some((field) => draft[field] !== undefined && draft[field] !== saved[field]);
}

/** Signing out leaves no one's unsaved health answers in the tab. */
export function forgetProfileDraft(customerId: string): void {
  clearDraft(profileDraftKey(customerId));
}
