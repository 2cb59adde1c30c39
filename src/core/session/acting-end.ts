// How acting for a member ends: "Cambiar" on the banner, or a call refused because the grant ended (403
// access_ended, docs/caregivers.md). Apart from acting.ts because the HTTP client calls it, and acting.ts imports
// the session machinery that imports the client.
import { ACCESS_ENDED, USER_DATA_COOKIE } from '../constants.ts';
import { actingTexts } from '../../i18n/caregivers-session.ts';
import { navigate } from '../routing/navigation.ts';
import { paths } from '../routing/paths.ts';
import { store } from '../state/store.ts';
import { removeCookie } from './cookies.ts';
import { takeOwnTokensBack } from './session-cookies.ts';

declare module '../state/store.ts' {
  interface AppState {
    /** Why the caregiver is back on /auth/switch (their access ended), said there once. */
    actingNotice?: string;
  }
}

type EndHandler = () => void;
let forget: EndHandler | null = null;

/** The app registers what else leaves with the member (their customer record in the store). */
export function onActingEnd(fn: EndHandler | null): void {
  forget = fn;
}

/**
 * Back to the caregiver's own session and to /auth/switch. `notice`, when given, is said there. Without tokens put
 * aside (a caregiver with no session of their own) the acting token stays: it still answers whom they may act
 * for (`always` in contract/caregivers/scope.ts), and the switch replaces it.
 */
export function stopActing(notice?: string): void {
  takeOwnTokensBack();
  removeCookie(USER_DATA_COOKIE);
  forget?.();
  store.setState('caregiver/stop', { user: null, actingNotice: notice });
  navigate(paths.switchPerson);
}

/** Said once on /auth/switch, then gone. */
export function takeActingNotice(): string | undefined {
  const notice = store.getState().actingNotice;
  if (notice) store.setState('caregiver/notice-shown', { actingNotice: undefined });
  return notice;
}

/**
 * A call refused because the grant ended: the caregiver is told, in the server's Spanish sentence (it names the
 * member), and goes back to choose. Only an acting session reacts; true when it did.
 */
export function endedAccessRefusal(status: number | undefined, body: unknown): boolean {
  if (status !== 403 || !store.getState().user?.acting) return false;
  const { error, message } = (body ?? {}) as { error?: unknown; message?: unknown };
  if (error !== ACCESS_ENDED) return false;
  stopActing(typeof message === 'string' && message ? message : actingTexts.endedGeneric);
  return true;
}
