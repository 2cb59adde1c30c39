import { forgetCustomer } from '../api/current-customer.ts';
import { logout } from '../core/session.ts';
import { reportLogout } from '../core/bridge/bridge-link.ts';

/** Sign-out from the menu: the host hears of it, the customer record is dropped, the cookies go. */
export function signOut(): void {
  reportLogout();
  forgetCustomer();
  logout();
}
