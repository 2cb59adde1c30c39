// Shapes the sandbox serves, written in the API's own field names so the portal and the tests read the same words.

export type Role = 'Titular' | 'Beneficiario' | 'Vendedor' | 'Asesor';
export type PaymentStatus = 'Active' | 'En Mora' | 'payment_pending' | 'payment_confirmation_sent';
export type Periodicity = 'mensual' | 'anual';

export interface Plan {
  code: string;
  name: string;
  price: number;
  periodicity: Periodicity;
}

export interface Membership {
  id: string;
  plan: Plan;
  payment_status: PaymentStatus;
  member_since: string;
  next_payment_date: string;
}

export interface Address {
  street: string;
  city: string;
  province: string;
  postal_code: string;
}

export interface Customer {
  id: string;
  role: Role;
  affiliation: 'CORPORATIVO' | null;
  first_name: string;
  second_name: string | null;
  first_lastname: string;
  second_lastname: string | null;
  email: string;
  phone: string;
  document_type: string;
  document_number: string;
  birth_date: string;
  gender: string;
  civil_status: string;
  address: Address;
  account: Membership | null;
  opportunity: { id: string; stage: string } | null;
}

/** A login. One user may act as several customers (familia@demo.es). */
export interface User {
  id: string;
  email: string;
  password: string;
  customerIds: string[];
}

export type BeneficiaryStatus = 'active' | 'invited' | 'disabled';

export interface Beneficiary {
  id: string;
  titular_id: string;
  first_name: string;
  first_lastname: string;
  second_lastname: string | null;
  document_type: string;
  document_number: string | null;
  birth_date: string;
  gender: string;
  relationship: string;
  email: string | null;
  phone: string | null;
  status: BeneficiaryStatus;
  invited_at: string | null;
}

export type FormStatus = 'PENDING' | 'COMPLETED';

export interface FormValues {
  form_id: string;
  version: number;
  customer_id: string;
  general_status: FormStatus;
  values: Record<string, unknown>;
}

export interface NomenclatureItem {
  code: string;
  name: string;
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
