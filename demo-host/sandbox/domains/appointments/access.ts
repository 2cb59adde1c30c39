// The care routes' shared checks: members only, with a Spanish 403 for staff and for accounts in arrears.
import type { Context } from 'hono';
import type { Deps, SandboxEnv } from '../../env.ts';
import { jsonError } from '../../errors.ts';
import { careProfiles, patientsOf } from './patients.ts';
import type { AppointmentPatient } from '../../../../contract/appointments/schemas.ts';

type Ctx = Context<SandboxEnv>;

export function careForbidden(c: Ctx, deps: Deps): Response | undefined {
  const bearer = c.get('bearer');
  if (careProfiles(bearer, deps.store).length > 0) return undefined;
  const inArrears = bearer.profiles.some((p) => deps.store.customer(p.id)?.account?.payment_status === 'En Mora');
  return inArrears
    ? jsonError(c, 403, 'forbidden', 'Tu suscripción tiene pagos pendientes: ponte al día para usar las citas y la historia clínica.')
    : jsonError(c, 403, 'forbidden', 'Las citas médicas y la historia clínica son solo para afiliados: tu cuenta no puede usarlas.');
}

/** The people the bearer may book for, or the refusal to send. */
export function patientsOrRefusal(c: Ctx, deps: Deps): AppointmentPatient[] | Response {
  return careForbidden(c, deps) ?? patientsOf(c.get('bearer'), deps.store);
}
