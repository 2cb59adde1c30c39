// A form's draft in the tab's session storage: a reload or a step back keeps what was typed. Secrets never go
// there: the form names what to leave out, and anything that looks like a password or a one-time code is left
// out whatever the form says. Storage refused (a locked-down frame, private mode, a full quota): the form still
// works, without drafts (core/state/storage.ts).
import type { FormValues } from './rule.ts';
import { readStored, readStoredJson, writeStored, writeStoredJson } from '../core/state/storage.ts';

const PREFIX = 'form-draft:';
const SECRET = /password|contrase|otp|one.?time/i;

export const isSecretField = (name: string): boolean => SECRET.test(name);

export function readDraft(key: string): Partial<FormValues> {
  const parsed = readStoredJson('session', PREFIX + key);
  if (!parsed || typeof parsed !== 'object') return {};
  const out: Partial<FormValues> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (!isSecretField(name) && (typeof value === 'string' || typeof value === 'boolean')) out[name] = value;
  }
  return out;
}

/** Whether a draft was kept for this form: the screen says it restored what was typed. */
export const hasDraft = (key: string): boolean => readStored('session', PREFIX + key) !== null;

export function writeDraft(key: string, values: FormValues, omit: readonly string[] = []): void {
  const kept: FormValues = {};
  for (const [name, value] of Object.entries(values)) if (!omit.includes(name) && !isSecretField(name)) kept[name] = value;
  writeStoredJson('session', PREFIX + key, kept);
}

export function clearDraft(key: string): void {
  writeStored('session', PREFIX + key, null);
}
