import { startActing } from '../../core/session/acting.ts';
import type { UserData } from '../../core/session/session-cookies.ts';
import { requestActingToken } from './api/start-acting.ts';
import type { Represented } from './api/list-represented.ts';

/** Asks for the acting token and installs it as the session, the way any session is (core/session/acting.ts). */
export async function actFor(person: Represented): Promise<UserData> {
  const tokens = await requestActingToken(person.customer_id);
  // The token names the grant (acting_for), checked by the server on every call; the menu needs the modules.
  return startActing(tokens, { modules: person.modules });
}
