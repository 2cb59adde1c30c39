// A form's draft in the tab's session storage: a reload or a step back keeps what was typed. Secrets never go
// there: the form names what to leave out, and anything that looks like a password or a one-time code is left
// out whatever the form says.
import type { FormValues } from './rules.ts';

const PREFIX = 'form-draft:';
const SECRET = /password|contrase|otp|one.?time/i;

export const isSecretField = (name: string): boolean => SECRET.test(name);

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled (a locked-down frame): the form still works, without drafts
  }
}

export function readDraft(key: string): Partial<FormValues> {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object') return {};
    const out: Partial<FormValues> = {};
    for (const [name, value] of Object.entries(parsed)) {
      if (!isSecretField(name) && (typeof value === 'string' || typeof value === 'boolean')) out[name] = value;
    }
    return out;
  } catch {
    return {};
  }
}

export function writeDraft(key: string, values: FormValues, omit: readonly string[] = []): void {
  const kept: FormValues = {};
  for (const [name, value] of Object.entries(values)) if (!omit.includes(name) && !isSecretField(name)) kept[name] = value;
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(kept));
  } catch {
    // quota or privacy mode: a lost draft is not worth interrupting the user for
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // as above
  }
}
