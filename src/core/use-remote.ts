// One call a screen depends on, as state: loading, ready or error (with a Spanish message and a retry). A call
// that never answers ends in the error state after SCREEN_CALL_TIMEOUT_MS: no screen waits forever.
import { useCallback, useEffect, useState } from 'react';
import { SCREEN_CALL_TIMEOUT_MS } from './constants.ts';
import { INTERNAL_ERROR } from '../i18n/core.ts';
import { remoteTexts } from '../i18n/remote.ts';
import { ApiError } from './errors.ts';

export type Remote<T> =
  | { status: 'loading'; data: T | undefined; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: T | undefined; error: string };

class Timeout extends Error {}

/** The Spanish words for a failed call: the server's own message when it sent one. */
export function failureText(error: unknown): string {
  if (error instanceof Timeout) return remoteTexts.timeout;
  if (error instanceof ApiError) {
    if (error.status === undefined) return remoteTexts.network;
    return error.message && error.message !== INTERNAL_ERROR ? error.message : remoteTexts.generic;
  }
  return remoteTexts.generic;
}

export function withTimeout<T>(promise: Promise<T>, ms = SCREEN_CALL_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Timeout()), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

/**
 * Runs `load` now and whenever `key` changes; `retry` runs it again. The previous data stays while a new
 * answer is awaited (filters do not blank the screen), and a late answer of an older key is ignored.
 */
export function useRemote<T>(load: () => Promise<T>, key: string): Remote<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const ticket = `${attempt}:${key}`;
  const [answer, setAnswer] = useState<{ ticket: string; data: T | undefined; error: string | null } | null>(null);
  useEffect(() => {
    let current = true;
    withTimeout(load()).then(
      (data) => current && setAnswer({ ticket, data, error: null }),
      (error: unknown) => current && setAnswer((a) => ({ ticket, data: a?.data, error: failureText(error) })),
    );
    return () => {
      current = false;
    };
  }, [ticket]); // eslint-disable-line react-hooks/exhaustive-deps -- `key` names what `load` fetches
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const data = answer?.data;
  if (answer?.ticket !== ticket) return { status: 'loading', data, error: null, retry };
  if (answer.error !== null) return { status: 'error', data, error: answer.error, retry };
  return { status: 'ready', data: data as T, error: null, retry };
}
