// "Quién ha entrado": each visit (a caregiver starting to act for a member) and each call made for them, with the
// caregiver's name and the grant, kept in the order they happened (the list answers newest first). Entries carry
// their visit, so the member reads one visit per caregiver session and day rather than one line per call, and an
// appointment's speciality and start, so "Pidió una cita de Dermatología para el 2 de diciembre" needs no second
// lookup (docs/caregivers.md, "What the backend must record").
import type { Deps } from '../../env.ts';
import type { AccessLogEntry } from '../../../../contract/caregivers/schemas.ts';
import { madridWallTime } from '../appointments/madrid-time.ts';
import type { Grant } from './state.ts';

type Logged = Pick<AccessLogEntry, 'kind' | 'operation' | 'summary' | 'status' | 'appointment'>;

/**
 * The visit a call belongs to: one per grant, caregiver session (`sid`, which an acting token keeps from the
 * caregiver's own) and Madrid day; a call after midnight, or after signing in again, opens a new one.
 */
function visitOf(deps: Deps, grant: Grant, sid: string | undefined): string {
  const key = `${grant.id}|${sid ?? '-'}|${madridWallTime(deps.opts.now()).date}`;
  const visits = deps.store.caregiverVisits;
  let id = visits.get(key);
  if (id === undefined) {
    id = deps.store.nextId('vis');
    visits.set(key, id);
  }
  return id;
}

export function logAccess(deps: Deps, grant: Grant, sid: string | undefined, entry: Logged): void {
  deps.store.caregiverLog.push({
    id: deps.store.nextId('acc'),
    at: new Date(deps.opts.now()).toISOString(),
    grant_id: grant.id,
    grantor_id: grant.grantor_id,
    caregiver_name: grant.caregiver_name,
    visit_id: visitOf(deps, grant, sid),
    ...entry,
  });
}

/** The appointment an answer is about (POST /appointments, its cancellation, its change), in the log's words. */
export function appointmentOf(body: unknown): AccessLogEntry['appointment'] {
  if (typeof body !== 'object' || body === null) return undefined;
  const { speciality, start } = body as { speciality?: { name?: unknown }; start?: unknown };
  return typeof speciality?.name === 'string' && typeof start === 'string' ? { speciality: speciality.name, start } : undefined;
}
