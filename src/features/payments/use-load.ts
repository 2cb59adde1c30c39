import { useEffect, useState } from 'react';
import { whenConfigReady } from '../../core/config-ready.ts';
import { errorStatus, errorText } from '../../core/errors.ts';
import { ApiError } from '../../core/errors.ts';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; message: string; httpStatus?: number | undefined };

/**
 * Runs `load` on arrival (once the configuration exists) and again on `retry`, keeping the last value shown
 * while a retry runs. An answer that arrives after the screen left is dropped.
 */
export function useLoad<T>(load: () => Promise<T>): { state: Loaded<T>; retry: () => void; retrying: boolean; set: (value: T) => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const [retrying, setRetrying] = useState(false);
  useEffect(() => {
    let current = true;
    whenConfigReady()
      .then(load)
      .then(
        (value) => current && setState({ status: 'ready', value }),
        (error: unknown) =>
          current && setState({ status: 'error', message: errorText(error), httpStatus: error instanceof ApiError ? error.status : errorStatus(error) }),
      )
      .finally(() => current && setRetrying(false));
    return () => {
      current = false;
    };
  }, [round]); // eslint-disable-line react-hooks/exhaustive-deps -- on arrival and on each retry
  return {
    state,
    retrying,
    retry: () => {
      setRetrying(true);
      setRound((n) => n + 1);
    },
    set: (value) => setState({ status: 'ready', value }),
  };
}
