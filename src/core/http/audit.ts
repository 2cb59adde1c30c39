import { postAudit } from './audit-call.ts';
import { getConfig } from '../config/config.ts';
import { store } from '../state/store.ts';

export type AuditEvent = 'login' | 'logout' | 'payment_started' | 'beneficiary_added' | 'beneficiary_removed';

/**
 * Records what the user did. Never rejects and never blocks the action: callers may leave it un-awaited.
 * Before the configuration exists there is no {base} to post to, so nothing is sent.
 */
export async function recordAudit(
  event: AuditEvent,
  details?: Record<string, unknown>,
  customerId: string | undefined = store.getState().user?.id,
): Promise<void> {
  const config = getConfig();
  if (!config) return;
  await postAudit(config.url, {
    event,
    at: new Date().toISOString(),
    ...(customerId ? { customer_id: customerId } : {}),
    ...(details ? { details } : {}),
  });
}
