// "Quién ha entrado": each visit (a caregiver starting to act for a member) and each call made for them, with the
// caregiver's name and the grant, kept in the order they happened (the list answers newest first).
import type { Deps } from '../../env.ts';
import type { AccessLogEntry } from '../../../../contract/caregivers/schemas.ts';
import type { Grant } from './state.ts';

export function logAccess(
  deps: Deps,
  grant: Grant,
  kind: AccessLogEntry['kind'],
  operation: string,
  summary: string,
  status: number,
): void {
  deps.store.caregiverLog.push({
    id: deps.store.nextId('acc'),
    at: new Date(deps.opts.now()).toISOString(),
    grant_id: grant.id,
    grantor_id: grant.grantor_id,
    caregiver_name: grant.caregiver_name,
    kind,
    operation,
    summary,
    status,
  });
}
