// The sandbox's own shapes of a login and of whom its tokens act as, in a leaf: the accounts' slice (state.ts), its
// seed (seed-users.ts) and the request's bearer (env.ts) all name them, and env.ts reads the Store, which is made of
// the slices; kept in state.ts or env.ts they closed import cycles (docs/decisions/014-boundaries-by-dependency-cruiser.md).
import type { Affiliation, Role } from '../../../../contract/accounts/schemas.ts';

/** A caregiver's token acting for a member (POST /caregivers/acting): the grant it came from and the member. */
export interface Acting {
  grantId: string;
  customerId: string;
}

/** A login. One user may act as several customers (familia@demo.es). */
export interface User {
  id: string;
  email: string;
  password: string;
  customerIds: string[];
}

/** One of the people an access token lets its bearer act as (its `profiles` claim). */
export interface Profile {
  id: string;
  role: Role;
  affiliation: Affiliation | null;
  first_name: string;
  first_lastname: string;
}
