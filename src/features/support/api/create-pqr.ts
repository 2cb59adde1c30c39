import { apiCall } from '../../../core/http/client.ts';
import { apiUrl } from '../../../api/base-url.ts';
import { pqrTexts } from '../../../i18n/support-pqr.ts';
import type { ContactPreference, Pqr, PqrType } from './pqr-types.ts';

export interface PqrInput {
  customer_id: string;
  type: PqrType;
  subject: string;
  description: string;
  contact_preference: ContactPreference;
  /** The file as base64 inside the JSON body (the API's documented choice). */
  attachment: { file_name: string; content_type: string; data: string } | null;
}

/** POST {base}/pqrs: answers the new PQR with its reference number. */
export function createPqr(input: PqrInput): Promise<Pqr> {
  return apiCall({ url: apiUrl('/pqrs'), method: 'POST', data: input }, pqrTexts.sendError);
}
