import { useEffect, useState } from 'react';
import { LOAD_TIMEOUT_MS } from '../../core/constants.ts';
import { retryConfigExchange, whenConfigReady } from '../../core/config-ready.ts';
import { onboardingTexts } from '../../i18n/onboarding.ts';

export type Loaded<T> = { status: 'loading' } | { status: 'ok'; data: T } | { status: 'error'; message: string; error: unknown };

/** Rejects with a Spanish message when the server has not answered in time: no spinner forever. */
export function withTimeout<T>(promise: Promise<T>, ms = LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(onboardingTexts.timeout)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A screen's main call: loading, its data, or its error with a retry that really runs it again. Opened
 * directly (a link in an e-mail), the screen waits for the configuration exchange first, or runs it again.
 */
export function useLoad<T>(load: () => Promise<T>, key = '') {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    withTimeout(whenConfigReady().catch(() => retryConfigExchange()).then(() => load())).then(
      (data) => live && setState({ status: 'ok', data }),
      (error: unknown) => live && setState({ status: 'error', error, message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [attempt, key]); // eslint-disable-line react-hooks/exhaustive-deps -- `load` is new each render; key and attempt say when to run it
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}
