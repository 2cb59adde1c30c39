// The one way a screen loads what it shows: loading, ready, empty (a 404 when the screen says so) or error, with
// a Spanish message (errorMessage), a retry and a setter. A call that never answers ends in the error state after
// SCREEN_CALL_TIMEOUT_MS: no screen waits forever. scripts/check-imports.mjs refuses a second loader.
import { useCallback, useEffect, useState } from 'react';
import { SCREEN_CALL_TIMEOUT_MS } from '../constants.ts';
import { retryConfigExchange, whenConfigReady } from '../config/config-ready.ts';
import { errorMessage, errorStatus, TimeoutError } from '../errors/error-message.ts';
import { useLatest } from '../hooks/use-latest.ts';

export type RemoteStatus = 'loading' | 'ready' | 'empty' | 'error';

export type Remote<T> =
  | { status: 'loading'; data: T | undefined; error: null; httpStatus: undefined; failure: undefined }
  | { status: 'ready'; data: T; error: null; httpStatus: undefined; failure: undefined }
  | { status: 'empty'; data: undefined; error: null; httpStatus: 404; failure: undefined }
  | { status: 'error'; data: T | undefined; error: string; httpStatus: number | undefined; failure: unknown };

export type RemoteCall<T> = Remote<T> & {
  /** Runs the call again; the error stays on screen, its button busy, until the new answer. */
  retry: () => void;
  retrying: boolean;
  /** Replaces the data with what the screen already knows (an answer of a later call), without loading. */
  set: (data: T) => void;
};

export interface RemoteOptions {
  /**
   * Waits for the configuration exchange first, and runs it again when it failed: for screens that can be the
   * first one opened (a link in an e-mail, the frame's first route).
   */
  afterConfig?: boolean;
  /** A 404 means "there is none" (a member without a card), shown as the empty state, not as an error. */
  notFoundAsEmpty?: boolean;
}

export function withTimeout<T>(promise: Promise<T>, ms = SCREEN_CALL_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError()), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

interface Answer<T> {
  ticket: string;
  data: T | undefined;
  empty: boolean;
  failure: { error: string; httpStatus: number | undefined; cause: unknown } | null;
}

/**
 * Runs `load` now and whenever `key` changes; `retry` runs it again. The previous data stays while a new
 * answer is awaited (filters do not blank the screen), and a late answer of an older key is ignored.
 */
export function useRemote<T>(load: () => Promise<T>, key: string, options: RemoteOptions = {}): RemoteCall<T> {
  const [attempt, setAttempt] = useState(0);
  const ticket = `${attempt}:${key}`;
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const { afterConfig = false, notFoundAsEmpty = false } = options;
  // `load` is new each render: `key` (in the ticket), not the function, names what is fetched.
  const loadRef = useLatest(load);
  useEffect(() => {
    let current = true;
    const load = loadRef.current;
    const call = afterConfig
      ? whenConfigReady()
          .catch(() => retryConfigExchange())
          .then(() => load())
      : load();
    withTimeout(call).then(
      (data) => current && setAnswer({ ticket, data, empty: false, failure: null }),
      (cause: unknown) => {
        if (!current) return;
        const httpStatus = errorStatus(cause);
        if (notFoundAsEmpty && httpStatus === 404) return setAnswer({ ticket, data: undefined, empty: true, failure: null });
        setAnswer((a) => ({ ticket, data: a?.data, empty: false, failure: { error: errorMessage(cause), httpStatus, cause } }));
      },
    );
    return () => {
      current = false;
    };
  }, [ticket, afterConfig, notFoundAsEmpty, loadRef]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const set = (data: T) => setAnswer({ ticket, data, empty: false, failure: null });
  const calls = { retry, set };
  const data = answer?.data;
  const settled = answer?.ticket === ticket;
  // A retry keeps the previous failure on screen (its button busy) rather than flashing a spinner.
  const retrying = !settled && answer?.failure != null && answer.ticket.slice(answer.ticket.indexOf(':') + 1) === key;
  if (answer?.failure && (settled || retrying)) {
    const { error, httpStatus, cause } = answer.failure;
    return { status: 'error', data, error, httpStatus, failure: cause, retrying, ...calls };
  }
  if (!settled) return { status: 'loading', data, error: null, httpStatus: undefined, failure: undefined, retrying: false, ...calls };
  if (answer.empty)
    return { status: 'empty', data: undefined, error: null, httpStatus: 404, failure: undefined, retrying: false, ...calls };
  return { status: 'ready', data: data as T, error: null, httpStatus: undefined, failure: undefined, retrying: false, ...calls };
}
