// Shapes the sandbox serves, written in the API's own field names. The ones the API answers with are the
// contract's schemas (contract/*.ts), declared once and read by the portal too; the sandbox's own (logins, the
// token's profile) stay below.
import type { Affiliation, Role } from './schemas.ts';
import type { Headquarters as HeadquartersOf } from '../headquarters/schemas.ts';

export type * from './schemas.ts';

/** A login. One user may act as several customers (familia@demo.es). */
export interface User {
  id: string;
  email: string;
  password: string;
  customerIds: string[];
}

export interface Profile {
  id: string;
  role: Role;
  affiliation: Affiliation | null;
  first_name: string;
  first_lastname: string;
}

export type { Headquarters, OpeningInterval, HeadquartersSpeciality as Speciality } from '../headquarters/schemas.ts';
export type Weekday = keyof HeadquartersOf['opening_hours'];
