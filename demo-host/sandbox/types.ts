// Shapes the sandbox serves, written in the API's own field names. The ones the portal reads are defined once, in
// src/api/types.ts, and re-exported here; the sandbox's own (logins, its plan catalogue) stay below.
import type { Customer as CustomerOf, Membership as MembershipOf, Role } from '../../src/api/types.ts';
import type { Headquarters as HeadquartersOf } from './contract/headquarters.ts';

export type {
  Address,
  Beneficiary,
  BeneficiaryStatus,
  FormStatus,
  FormValues,
  NomenclatureItem,
  PaymentStatus,
  Role,
} from '../../src/api/types.ts';

export type Periodicity = 'mensual' | 'anual';

export interface Plan {
  code: string;
  name: string;
  price: number;
  periodicity: Periodicity;
}

export type Membership = MembershipOf<Plan>;
export type Customer = CustomerOf<Plan>;

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
  affiliation: 'CORPORATIVO' | null;
  first_name: string;
  first_lastname: string;
}

export type { Headquarters, OpeningInterval, HeadquartersSpeciality as Speciality } from './contract/headquarters.ts';
export type Weekday = keyof HeadquartersOf['opening_hours'];
