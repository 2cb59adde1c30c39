import { request, type HttpResponse } from '../http/client.ts';

export interface AuditEntry {
  event: string;
  customer_id?: string;
  at?: string;
  details?: Record<string, unknown>;
}

/** POST {base}/audit: sent without a token; a failure resolves 200 (see http/client.ts). */
export function postAudit(base: string, entry: AuditEntry): Promise<HttpResponse<unknown>> {
  return request({ method: 'POST', url: `${base}/audit`, data: entry });
}
