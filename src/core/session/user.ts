// The signed-in user, from one source: the store, seeded from the user cookie at boot (main.tsx) and kept
// by login, the person switch and logout (session.ts). Screens and guards read it here, never the cookie.
import type { UserData } from './session-cookies.ts';
import { store, useStore } from '../state/store.ts';

/** For render: re-renders when the user signs in, switches person or signs out. */
export function useUser(): UserData | null {
  return useStore((s) => s.user);
}

/** For event handlers and effects. */
export function currentUser(): UserData | null {
  return store.getState().user;
}
