import { postAudit } from './audit-call.ts';
import { getConfig } from '../config/config.ts';
import { store } from '../state/store.ts';
import { readAccessToken } from '../session/session-cookies.ts';

export type AuditEvent = 'login' | 'logout' | 'payment_started' | 'beneficiary_added' | 'beneficiary_removed';

/**
 * Records what the user did. Never rejects and never blocks the action: callers may leave it un-awaited.
 * Before the configuration exists there is no {base} to post to, so nothing is sent. Who did it is the server's
 * to read from `token` (the session's access token; the sign-out passes the one it just removed), when from its
 * own clock: the record says only what happened and, among the token's persons, as whom.
 */
export async function recordAudit(
  event: AuditEvent,
  details?: Record<string, unknown>,
  customerId: string | undefined = store.getState().user?.id,
  token: string | undefined = readAccessToken(),
): Promise<void> {
  const config = getConfig();
  if (!config) return;
  await postAudit(
    config.url,
    {
      event,
      ...(customerId ? { customer_id: customerId } : {}),
      ...(details ? { details } : {}),
    },
    token,
  );
}
