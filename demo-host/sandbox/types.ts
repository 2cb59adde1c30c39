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

export interface OfferCategory {
  code: 'farmacias' | 'opticas' | 'gimnasios' | 'dentistas';
  name: string;
}

export interface PartnerPlace {
  name: string;
  address: string;
  postal_code: string;
  city: string;
  phone: string;
}

export type OfferDiscount = { kind: 'percent'; percent: number } | { kind: 'amount'; amount_cents: number; currency: 'EUR' };

/** A partner's offer to members (GET /offers). */
export interface Offer {
  id: string;
  category: OfferCategory;
  partner: string;
  title: string;
  discount: OfferDiscount;
  /** What the member shows or types to get the discount. */
  code: string;
  description: string;
  conditions: string[];
  how_to_use: string;
  places: PartnerPlace[];
  valid_until: string;
}

export interface Faq {
  id: string;
  topic: { code: string; name: string };
  question: string;
  answer: string;
}

/** How members reach the help desk; hours are Europe/Madrid local time. */
export interface ContactChannels {
  phone: string;
  email: string;
  /** E.164; the portal opens https://wa.me/<digits>. */
  whatsapp: string;
  hours: { days: string; opens: string; closes: string }[];
  emergency_phone: string;
}

export type PqrType = 'peticion' | 'queja' | 'reclamo' | 'sugerencia';
export type PqrStatus = 'received' | 'in_progress' | 'answered';
export type ContactPreference = 'email' | 'phone' | 'whatsapp';

export interface PqrAttachment {
  file_name: string;
  content_type: 'application/pdf' | 'image/jpeg' | 'image/png';
  size_bytes: number;
}

/** A petition, complaint, claim or suggestion (PQR) filed by a member. */
export interface Pqr {
  id: string;
  /** What the member quotes when they call: PQR-<year>-<six digits>. */
  reference: string;
  customer_id: string;
  type: PqrType;
  subject: string;
  description: string;
  contact_preference: ContactPreference;
  attachment: PqrAttachment | null;
  status: PqrStatus;
  created_at: string;
  updated_at: string;
  answer: { text: string; answered_at: string } | null;
  history: { status: PqrStatus; at: string }[];
}
