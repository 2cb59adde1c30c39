import { AUDIT_PATH, SKIP_INTERCEPTOR_HEADER } from '../constants.ts';
import { AUDIT_LOCAL_MESSAGE } from '../../i18n/core.ts';
import { request, type HttpResponse } from './client.ts';
import { failureSummary } from '../errors/error-message.ts';

export interface AuditEntry {
  event: string;
  customer_id?: string;
  at?: string;
  details?: Record<string, unknown>;
}

/**
 * POST {base}/audit. The spec's two audit rules (docs/specification.md, sections 7 and 8) belong to this call,
 * not to the client: it is sent without a token (the skip header, which the client removes), and a failure
 * resolves with the specification's 200, because auditing must never break the action it records. Sent with
 * `keepalive`: a sign-in's record leaves as the first-party window that made it closes, or as the host reloads,
 * and is neither lost nor told as a server error (the engines suite heard that warning in Firefox).
 */
export function postAudit(base: string, entry: AuditEntry): Promise<HttpResponse<unknown>> {
  return request({
    method: 'POST',
    url: `${base}${AUDIT_PATH}`,
    data: entry,
    headers: { [SKIP_INTERCEPTOR_HEADER]: 'true' },
    keepalive: true,
  }).catch((error: unknown) => {
    // The event's name and why it failed, not the request: the entry's details and the call's config stay out of logs.
    console.warn(AUDIT_LOCAL_MESSAGE, entry.event, failureSummary(error));
    return { status: 200, data: { message: AUDIT_LOCAL_MESSAGE } };
  });
}
