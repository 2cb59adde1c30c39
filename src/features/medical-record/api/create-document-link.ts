import { apiCall } from '../../../core/http/client.ts';
import { apiUrl, segment } from '../../../api/base-url.ts';

export interface DocumentLink {
  url: string;
  filename: string;
  expires_at: string;
}

/** POST {base}/medical-record/entries/{id}/document-link — a short-lived address the browser downloads from. */
export function createDocumentLink(entryId: string): Promise<DocumentLink> {
  return apiCall({ url: apiUrl(`/medical-record/entries/${segment(entryId)}/document-link`), method: 'POST' });
}
