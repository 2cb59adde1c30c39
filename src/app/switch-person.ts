import { forgetCustomer } from '../api/current-customer.ts';
import { choosePersonAgain } from '../core/session/session.ts';

/** From the menu, for a login with several persons: drop the current person's record, choose again. */
export function switchPerson(): void {
  forgetCustomer();
  choosePersonAgain();
}
