import { CircleExclamationPoint } from './icons.ts';
import { errorText, hintText } from './control-style.ts';

/** The hint and error lines under a control; the error carries an icon so colour is not its only sign. */
export function FieldMessages({ hint, hintId, error, errorId }: { hint?: string; hintId?: string; error?: string; errorId?: string }) {
  return (
    <>
      {error && (
        <p id={errorId} className={errorText}>
          <CircleExclamationPoint size={16} />
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={hintText}>
          {hint}
        </p>
      )}
    </>
  );
}
