// Shapes of the member services the sandbox serves: partner offers, the help centre and PQRs.

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
