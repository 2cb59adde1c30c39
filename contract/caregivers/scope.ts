// What a caregiver acting for a member may call, declared once for every operation of the contract: by the
// operation's tag (the portal's module it belongs to), plus the few calls any caregiver needs whatever the grant.
// The sandbox enforces it from here (demo-host/sandbox/middleware/caregiver-scope.ts), openapi.ts publishes it as
// `x-caregiver-module`, and the kit probes it (conformance/caregiver-scenarios.ts). Anything not named here is
// refused to a caregiver: a new operation is closed to them until someone decides otherwise (docs/caregivers.md).
import type { Operation } from '../operation.ts';

/** The modules a member can open to a caregiver, each on or off (issue 31). Never the profile's personal data. */
export const CAREGIVER_MODULES = ['citas', 'historia_clinica', 'pagos', 'carne', 'soporte'] as const;
export type CaregiverModule = (typeof CAREGIVER_MODULES)[number];

/** The module each tag of the contract belongs to (operations.ts: tags). Tags not listed are closed to caregivers. */
const MODULE_OF_TAG: Record<string, CaregiverModule> = {
  citas: 'citas',
  'historia clínica': 'historia_clinica',
  pagos: 'pagos',
  carné: 'carne',
  support: 'soporte',
  pqr: 'soporte',
};

/**
 * Calls a caregiver acting for someone makes whatever the grant: whom they may act for and the switch itself
 * (so they can change person), and the read of the person's own record that every screen's frame shows.
 */
const ANY_GRANT = new Set(['GET /caregivers/represented', 'POST /caregivers/acting', 'GET /customer/{id}', 'POST /audit']);

/** `always`: any caregiver; a module: only with that module granted; undefined: never a caregiver. */
export function caregiverScope(op: Pick<Operation, 'method' | 'path' | 'tag'>): CaregiverModule | 'always' | undefined {
  if (ANY_GRANT.has(`${op.method.toUpperCase()} ${op.path}`)) return 'always';
  return op.tag === undefined ? undefined : MODULE_OF_TAG[op.tag];
}

/** A grant lasts at most 18 months from the day it is given or changed (MyChart's proxy grants, issue 31). */
export const GRANT_MAX_MONTHS = 18;

/** The 403 codes a portal tells apart: the access is over (take them back to the switch), or not this module. */
export const ACCESS_ENDED = 'access_ended';
export const MODULE_NOT_GRANTED = 'module_not_granted';
export const NOT_FOR_CAREGIVERS = 'not_for_caregivers';
export const NOT_GRANTED = 'not_granted';

/**
 * Every operation that takes a token may answer 403 to a caregiver's acting token (the access ended, a module not
 * granted, a call not for caregivers), so each documents 403: the ones that did not yet get the shared answer.
 */
export function withCaregiverRefusals(operations: Operation[]): Operation[] {
  return operations.map((op) =>
    op.auth === 'bearer' && !(403 in op.responses) ? { ...op, responses: { ...op.responses, 403: 'Forbidden' } } : op,
  );
}
