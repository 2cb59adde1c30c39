// The one way a session ends (docs/design.md, "Session"): the menu's "Cerrar sesión" calls it, and so does
// core/ when the API refuses to refresh the session (main.tsx registers it through core/session/session-end.ts).
import { forgetCustomer } from '../api/current-customer.ts';
import { logout } from '../core/session/session.ts';
import { reportLogout } from '../core/bridge/bridge-link.ts';
import { forgetSavedCard } from '../features/card/card-copy.ts';
import { forgetProfileDraft } from '../features/profile/profile-draft.ts';
import { readUserData } from '../core/session/session-cookies.ts';

/**
 * The host page hears `logout`, the customer record leaves the store, the card kept for offline use and any
 * unsaved profile answers leave the device, the cookies go, the user lands on /auth.
 */
export function signOut(): void {
  reportLogout();
  forgetCustomer();
  forgetSavedCard();
  const user = readUserData();
  if (user) forgetProfileDraft(user.id);
  logout();
}
