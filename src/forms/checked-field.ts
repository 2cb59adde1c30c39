import { personFieldTexts } from '../i18n/person-fields.ts';
import type { CheckState } from './debounced-check.ts';

/** A field's own rule message first, then the server check's (taken, not valid, or the call's failure). */
export function checkedError(ruleError: string | undefined, check: CheckState): string | undefined {
  if (ruleError) return ruleError;
  return check.status === 'invalid' || check.status === 'failed' ? check.message : undefined;
}

/** While the server check runs: said in the field's hint place, in its space (ui/field-message.tsx). */
export const checkingStatus = (check: CheckState): string | undefined =>
  check.status === 'checking' ? personFieldTexts.checking : undefined;
