// What the caregivers domain keeps: the grants members gave (with their invitation token while unused) and the log
// of what caregivers did for each member. Seeded with docs/sandbox.md's cuidador@demo.es: titular@'s caregiver for
// citas and historia clínica, and a grant from mora@ that has ended (what the kit's expiry probe asks for).
import type { AccessLogEntry, CaregiverGrant } from '../../../../contract/caregivers/schemas.ts';
import type { CaregiverModule } from '../../../../contract/caregivers/scope.ts';

/** A grant as stored: the contract's fields that do not change with time, and who accepted it. */
export interface Grant extends Omit<CaregiverGrant, 'status'> {
  /** The random token of the invitation link (a seeded grant has none: it was accepted before the sandbox began). */
  invitationToken: string | null;
  /** The login that accepted it. */
  caregiverUserId: string | null;
  revokedAt: string | null;
}

export interface LoggedAccess extends AccessLogEntry {
  grantor_id: string;
}

export interface CaregiversState {
  caregiverGrants: Grant[];
  caregiverLog: LoggedAccess[];
  /** The open visit of each grant, caregiver session and Madrid day (access-log.ts). */
  caregiverVisits: Map<string, string>;
}

/** The cuidador@demo.es login (accounts/seed-users.ts). */
export const CAREGIVER_USER_ID = 'usr-14';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function seeded(id: string, grantor: string, modules: CaregiverModule[], endsOn: string, createdMs: number): Grant {
  return {
    id,
    grantor_id: grantor,
    caregiver_name: 'Pablo Martín',
    contact: 'cuidador@demo.es',
    modules,
    ends_on: endsOn,
    created_at: new Date(createdMs).toISOString(),
    accepted_at: new Date(createdMs + DAY).toISOString(),
    invitationToken: null,
    caregiverUserId: CAREGIVER_USER_ID,
    revokedAt: null,
  };
}

export function caregiversState(): CaregiversState {
  // The live grant ends a year after seeding (the store has no clock of its own at reset); the ended one
  // ended on a fixed day long past, so it is ended whatever the sandbox clock says.
  const now = Date.now();
  return {
    caregiverGrants: [
      seeded('cgr-1', 'cus-1001', ['citas', 'historia_clinica'], isoDay(now + 365 * DAY), now - 30 * DAY),
      seeded('cgr-2', 'cus-1007', ['citas'], '2025-06-30', Date.parse('2025-01-10T10:00:00Z')),
    ],
    caregiverLog: [],
    caregiverVisits: new Map(),
  };
}
