// Who the bearer may book for, and whose history they may read (docs/appointments.md, docs/medical-record.md): a holder books
// for themself and the beneficiaries of their plan, a beneficiary for themself; both read only their own
// history. Sales staff and accounts in arrears get nothing.
import type { Bearer } from '../../env.ts';
import type { Store } from '../../store.ts';
import { isMember } from '../../middleware/roles.ts';
import type { AppointmentPatient } from '../../../../contract/appointments/schemas.ts';
import { nomenclatures } from '../accounts/seed-nomenclatures.ts';

const relationshipName = (code: string) => nomenclatures.relationships?.find((r) => r.code === code)?.name ?? code;

/** The bearer's own member profiles that may use the care services (holder or beneficiary, not in arrears). */
export function careProfiles(bearer: Bearer, store: Store) {
  return bearer.profiles.filter((p) => isMember(p) && store.customer(p.id)?.account?.payment_status !== 'En Mora');
}

export function patientsOf(bearer: Bearer, store: Store): AppointmentPatient[] {
  const out: AppointmentPatient[] = [];
  for (const profile of careProfiles(bearer, store)) {
    const own = profile.role === 'Titular' ? 'TITULAR' : 'BENEFICIARIO';
    out.push({
      id: profile.id,
      first_name: profile.first_name,
      first_lastname: profile.first_lastname,
      relationship: own,
      relationship_name: own === 'TITULAR' ? 'Titular' : 'Beneficiario',
      self: true,
    });
    // A caregiver acting for a holder acts for the holder alone: the beneficiaries did not grant (docs/caregivers.md).
    if (profile.role !== 'Titular' || bearer.acting) continue;
    for (const b of store.beneficiaries.filter((x) => x.titular_id === profile.id && x.status !== 'disabled')) {
      if (out.some((p) => p.id === b.id)) continue;
      out.push({
        id: b.id,
        first_name: b.first_name,
        first_lastname: b.first_lastname,
        relationship: b.relationship,
        relationship_name: relationshipName(b.relationship),
        self: false,
      });
    }
  }
  return out;
}
