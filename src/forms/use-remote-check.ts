import { useEffect, useState } from 'react';
import { FIELD_CHECK_DEBOUNCE_MS } from '../core/constants.ts';
import { useLatest } from '../core/hooks/use-latest.ts';
import { createDebouncedCheck, IDLE, type CheckState, type RemoteCheck } from './debounced-check.ts';

/**
 * Checks `value` with the server after a pause in typing, while `enabled` (the field's own rules pass).
 * `checkKey` names what the check depends on besides the value (the document type): a new key checks again.
 * The state shown always belongs to the current value; `checkNow` is for submit.
 */
export function useRemoteCheck(value: string, check: RemoteCheck, enabled: boolean, checkKey = '', delayMs = FIELD_CHECK_DEBOUNCE_MS) {
  const [result, setResult] = useState<{ value: string; key: string; state: CheckState }>({ value: '', key: '', state: IDLE });
  const [checker] = useState(() => createDebouncedCheck(delayMs, (checked, state, key) => setResult({ value: checked, key, state })));

  // `check` is new each render: checkKey, not the function, says when the check really changes.
  const checkRef = useLatest(check);
  useEffect(() => {
    if (enabled) checker.schedule(value, checkRef.current, checkKey);
    else checker.cancel();
  }, [value, enabled, checkKey, checker, checkRef]);

  useEffect(() => () => checker.cancel(), [checker]);

  const current = enabled && result.value === value && result.key === checkKey ? result.state : IDLE;
  const checkNow = (): Promise<CheckState> =>
    enabled && value.trim() !== '' ? checker.now(value, check, checkKey) : Promise.resolve(IDLE);
  return { state: current, checkNow };
}
