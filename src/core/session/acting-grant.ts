// The modules a caregiver's grant opens, kept up to date while they act (issue 31, docs/caregivers.md). The user-data
// cookie holds what the grant said at the switch; the member may change it at any moment, and the server checks the
// grant on every call. So the portal reads it again on each navigation (a module added shows in the menu, one taken
// away leaves it) and when a call is refused with 403 module_not_granted (the module guard then shows its own state,
// home with "No tienes acceso a «…»", instead of the screen's error). The read itself is the app's to give (a call
// of the auth area: core may not import it), registered at start like the navigator.
import { MODULE_NOT_GRANTED } from '../constants.ts';
import { actingTexts } from '../../i18n/caregivers-session.ts';
import { store } from '../state/store.ts';
import { stopActing } from './acting-end.ts';
import { writeUserData } from './session-cookies.ts';

/** The modules the person `customerId` grants the signed-in login now; null when they grant nothing any more. */
type GrantReader = (customerId: string) => Promise<readonly string[] | null>;
let readGrant: GrantReader | null = null;

export function onGrantRead(fn: GrantReader | null): void {
  readGrant = fn;
}

let reading: Promise<void> | null = null;

async function reread(read: GrantReader, customerId: string): Promise<void> {
  let modules: readonly string[] | null;
  try {
    modules = await read(customerId);
  } catch {
    // Unread (offline, a server error, or the access ended, which the HTTP client already handles): the server still
    // refuses what is not granted, and the next navigation reads again.
    return;
  }
  const user = store.getState().user;
  if (user?.id !== customerId || !user.acting) return;
  if (modules === null) return stopActing(actingTexts.endedGeneric);
  if (modules.length === user.acting.modules.length && modules.every((m) => user.acting?.modules.includes(m))) return;
  const next = { ...user, acting: { modules: [...modules] } };
  writeUserData(next);
  store.setState('caregiver/modules', { user: next });
}

/** Reads the grant again while acting; calls made meanwhile share the one read. */
export function rereadGrant(): Promise<void> {
  const user = store.getState().user;
  if (!user?.acting || !readGrant) return Promise.resolve();
  reading ??= reread(readGrant, user.id).finally(() => {
    reading = null;
  });
  return reading;
}

/**
 * A call refused because the member no longer grants its module: the grant is read again before the call fails, so
 * the guard has closed the screen by the time its error would show. Only an acting session reacts; true when it did.
 */
export async function moduleRefusal(status: number | undefined, body: unknown): Promise<boolean> {
  if (status !== 403 || !store.getState().user?.acting) return false;
  if ((body as { error?: unknown } | null)?.error !== MODULE_NOT_GRANTED) return false;
  await rereadGrant();
  return true;
}
