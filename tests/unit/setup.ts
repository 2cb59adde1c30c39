// Every unit test starts from the same page: nothing rendered, no cookies, the store as at boot, real timers and fetch, and
// the app's wiring of main.tsx (an expired session ends through the menu's sign-out).
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/preact';
import { initialState, store } from '../../src/core/state/store.ts';
import { onSessionEnd } from '../../src/core/session/session-end.ts';
import { setNavigator } from '../../src/core/routing/navigation.ts';
import { signOut } from '../../src/app/sign-out.ts';
import { resetCookieState } from '../../src/core/session/cookies.ts';

const realFetch = globalThis.fetch;

function clearCookies(): void {
  if (typeof document === 'undefined') return;
  for (const pair of document.cookie.split('; ')) {
    const name = pair.split('=')[0];
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  onSessionEnd(signOut);
});

afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot unmount by itself.
  cleanup();
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
  vi.useRealTimers();
  clearCookies();
  resetCookieState();
  // setState merges: the slices features add (customer, accessNotice...) must be cleared by name.
  const added = Object.fromEntries(Object.keys(store.getState()).map((key) => [key, undefined]));
  store.setState('test/reset', { ...added, ...initialState });
  setNavigator(null);
  if (typeof document !== 'undefined') {
    localStorage.clear();
    // The registration draft, the form module's steps and the payment attempts live here: a test in the same file
    // would otherwise start from the last one's (onboarding's failures passed alone and failed beside the others).
    sessionStorage.clear();
    document.documentElement.removeAttribute('data-text-size');
    document.documentElement.removeAttribute('data-contrast');
  }
});
