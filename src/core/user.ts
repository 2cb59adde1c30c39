// The signed-in user, from one source: the store, seeded from the user cookie at boot (main.tsx) and kept
// by login, the person switch and logout (session.ts). Screens and guards read it here, never the cookie.
import { decodeJwtPayload, type Profile } from './jwt.ts';
import { readAccessToken, type UserData } from './session-cookies.ts';
import { store, useStore } from './store.ts';

/** For render: re-renders when the user signs in, switches person or signs out. */
export function useUser(): UserData | null {
  return useStore((s) => s.user);
}

/** For event handlers and effects. */
export function currentUser(): UserData | null {
  return store.getState().user;
}

/** The people the signed-in account may act as, from the access token (the person switch after login). */
export function profilesFromToken(): Profile[] {
  const token = readAccessToken();
  if (!token) return [];
  try {
    return decodeJwtPayload(token).profiles ?? [];
  } catch {
    return [];
  }
}
