import { AUDIT_PATH, SKIP_INTERCEPTOR_HEADER } from '../constants.ts';
import { AUDIT_LOCAL_MESSAGE } from '../../i18n/core.ts';
import { request, type HttpResponse } from './client.ts';
import { failureSummary } from '../errors/error-message.ts';

export interface AuditEntry {
  event: string;
  customer_id?: string;
  details?: Record<string, unknown>;
}

/**
 * POST {base}/audit. The spec's audit rules (docs/specification.md, sections 7 and 8) belong to this call, not to
 * the client: it is sent without token handling (the skip header, which the client removes: a 401 here never
 * refreshes nor ends the session), and a failure resolves with the specification's 200, because auditing must never
 * break the action it records. It carries the session's access token as it is, a deliberate deviation from the
 * spec's "without a token" (docs/design.md, "Deliberate deviations"): the server takes who acted from the token,
 * not from what the body claims (issue 28). Sent with `keepalive`: a sign-in's record leaves as the first-party
 * window that made it closes, or as the host reloads, and is neither lost nor told as a server error (the
 * engines suite heard that warning in Firefox).
 */
export function postAudit(base: string, entry: AuditEntry, token?: string): Promise<HttpResponse<unknown>> {
  return request({
    method: 'POST',
    url: `${base}${AUDIT_PATH}`,
    data: entry,
    headers: { [SKIP_INTERCEPTOR_HEADER]: 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    keepalive: true,
  }).catch((error: unknown) => {
    // The event's name and why it failed, not the request: the entry's details and the call's config stay out of logs.
    console.warn(AUDIT_LOCAL_MESSAGE, entry.event, failureSummary(error));
    return { status: 200, data: { message: AUDIT_LOCAL_MESSAGE } };
  });
}
