import { personFieldTexts } from '../i18n/person-fields.ts';
import type { CheckState } from './debounced-check.ts';

/** A field's own rule message first, then the server check's (taken, not valid, or the call's failure). */
export function checkedError(ruleError: string | undefined, check: CheckState): string | undefined {
  if (ruleError) return ruleError;
  return check.status === 'invalid' || check.status === 'failed' ? check.message : undefined;
}

export const checkingHint = (check: CheckState, hint: string): string => (check.status === 'checking' ? personFieldTexts.checking : hint);
