export type PqrType = 'peticion' | 'queja' | 'reclamo' | 'sugerencia';
export type PqrStatus = 'received' | 'in_progress' | 'answered';
export type ContactPreference = 'email' | 'phone' | 'whatsapp';

/** A petition, complaint, claim or suggestion, as GET /pqrs and POST /pqrs answer it. */
export interface Pqr {
  id: string;
  reference: string;
  customer_id: string;
  type: PqrType;
  subject: string;
  description: string;
  contact_preference: ContactPreference;
  attachment: { file_name: string; content_type: string; size_bytes: number } | null;
  status: PqrStatus;
  created_at: string;
  updated_at: string;
  answer: { text: string; answered_at: string } | null;
  history: { status: PqrStatus; at: string }[];
}
