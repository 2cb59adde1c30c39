// The rules a schema cannot say (a document's check letter, an age, a code of a list, a plan that exists, a
// file's bytes), by operation. The request check (middleware/validate-requests.ts) adds their sentences to a 422
// that the contract's schema starts, so a member learns of every wrong field at once, in the finer words these
// give; the route applies the same reader to a body the schema accepts.
import type { Bearer, Deps } from './env.ts';
import type { JsonObject } from './json-body.ts';
import { readBeneficiaryInput } from './domains/beneficiaries/input.ts';
import { readPqrInput } from './domains/member-services/pqr-input.ts';
import { kindsFor, readChoices } from './domains/reminders/preferences.ts';
import { buildRegistration } from './domains/registration/registration.ts';
import { staffScope } from './domains/sales/access.ts';
import { readSale } from './domains/sales/new-sale.ts';
import { readStaffPayment } from './domains/staff-payments/staff-payment.ts';

type Fields = Record<string, string> | null;
/** `path`: the request's own, for the person it names (`/customers/cus-1001/...`). */
type HandCheck = (body: JsonObject, deps: Deps, bearer: Bearer | null, path: string) => Fields;

const beneficiary: HandCheck = (body, deps) => {
  const input = readBeneficiaryInput(body, deps.opts.now());
  return input.ok ? null : input.errors;
};

/** Keyed `method path` as the operation list writes them (contract/*-operations.ts). */
export const handChecks: Record<string, HandCheck> = {
  'post /customers': (body, deps) => {
    const registration = buildRegistration(body, deps);
    return !registration.ok && registration.status === 422 ? registration.fields : null;
  },
  'post /beneficiaries': beneficiary,
  'put /beneficiaries/{id}': beneficiary,
  'post /pqrs': (body) => {
    const input = readPqrInput(body);
    return input.ok ? null : input.errors;
  },
  'post /sales': (body, deps, bearer) => {
    const scope = bearer && staffScope(bearer, deps);
    const input = scope ? readSale(body, scope, deps) : null;
    return input && !input.ok && input.status === 422 ? input.fields : null;
  },
  'put /customers/{id}/notification-preferences': (body, _deps, bearer, path) => {
    // The kinds a member may be told about depend on who they are (kindsFor): a rule of the person, not the shape.
    const profile = bearer?.profiles.find((p) => p.id === path.split('/')[2]);
    const choices = profile ? readChoices(body, kindsFor(profile)) : null;
    return choices && !choices.ok ? choices.fields : null;
  },
  'post /staff-payments': (body) => {
    const input = readStaffPayment(body);
    return input.ok ? null : input.fields;
  },
};
