// A call's state for a screen: loading, its data or its error, and a retry. The latest call wins, so a quick
// filter change never shows the answer of an older one; the previous data stays on screen while it loads.
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureText, withTimeout } from '../../core/use-remote.ts';

export interface Load<T> {
  data: T | undefined;
  error: string | null;
  loading: boolean;
  retry: () => void;
}

interface Settled<T> {
  /** The call (key and attempt) this answer belongs to. */
  of: string;
  data?: T;
  error: string | null;
}

export function useLoad<T>(call: () => Promise<T>, key: string): Load<T> {
  const [attempt, setAttempt] = useState(0);
  const current = `${attempt}:${key}`;
  const [settled, setSettled] = useState<Settled<T>>({ of: '', error: null });
  const latest = useRef('');
  useEffect(() => {
    latest.current = current;
    // A server that never answers ends in the error state (SCREEN_CALL_TIMEOUT_MS): no spinner forever.
    withTimeout(call()).then(
      (data) => latest.current === current && setSettled({ of: current, data, error: null }),
      (error: unknown) => latest.current === current && setSettled((s) => ({ of: current, data: s.data, error: failureText(error) })),
    );
  }, [current]); // eslint-disable-line react-hooks/exhaustive-deps -- the key names the call
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const loading = settled.of !== current;
  return { data: settled.data, error: loading ? null : settled.error, loading, retry };
}
