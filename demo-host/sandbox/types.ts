// Shapes the sandbox serves, written in the API's own field names. The ones the portal reads are defined once, in
// src/api/types.ts, and re-exported here; the sandbox's own (logins, its plan catalogue) stay below.
import type { Customer as CustomerOf, Membership as MembershipOf, Role } from '../../src/api/types.ts';

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

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

/** One opening interval in the site's local time (Europe/Madrid), "HH:MM", closes after opens on the same day. */
export interface OpeningInterval {
  opens: string;
  closes: string;
}

export interface Speciality {
  code: string;
  name: string;
}

/** A medical centre of the provider (GET /headquarters). */
export interface Headquarters {
  id: string;
  name: string;
  city: string;
  province: string;
  address: string;
  postal_code: string;
  /** E.164, ready for a tel: link. */
  phone: string;
  email: string;
  location: { lat: number; lng: number };
  time_zone: 'Europe/Madrid';
  /** Every weekday is present; an empty list means closed all day; two intervals mean a midday break. */
  opening_hours: Record<Weekday, OpeningInterval[]>;
  services: string[];
  specialities: Speciality[];
  video_consultation: boolean;
  /** Members may pay dues at the front desk (card or cash). */
  payment_desk: boolean;
}
