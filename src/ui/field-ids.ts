import { useId } from 'react';
import { cx } from './class-names.ts';

/**
 * Ids that tie a control to its label, hint and error. The error comes first in aria-describedby so a
 * screen reader says what is wrong before repeating the hint.
 */
export function useFieldIds(id: string | undefined, hasHint: boolean, hasError: boolean, describedBy?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hasHint ? `${controlId}-hint` : undefined;
  const errorId = hasError ? `${controlId}-error` : undefined;
  return { controlId, hintId, errorId, describedBy: cx(errorId, hintId, describedBy) || undefined };
}
