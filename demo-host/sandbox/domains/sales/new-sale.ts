// POST /sales, read and checked: the holder with the registration's own rules (../registration/registration.ts), the plan, the
// beneficiaries with the beneficiary form's rules (../beneficiaries/input.ts), the payment method and headquarters.
// Nothing is stored here; every problem of one body comes back at once, keyed by field
// ('beneficiaries.0.document_number' for a beneficiary's).
import type { Deps } from '../../env.ts';
import { isObject, type JsonObject } from '../../json-body.ts';
import { buildRegistration } from '../registration/registration.ts';
import { readBeneficiaryInput, type BeneficiaryFields } from '../beneficiaries/input.ts';
import type { CatalogPlan } from '../../../../contract/plans/schemas.ts';
import type { Customer } from '../../../../contract/accounts/schemas.ts';
import type { User } from '../accounts/state.ts';
import type { StaffScope } from './access.ts';
import type { SalePaymentMethod } from './types.ts';
import { unusablePassword } from './welcome.ts';

export interface NewSale {
  customer: Customer;
  user: User;
  plan: CatalogPlan;
  priceCents: number;
  beneficiaries: BeneficiaryFields[];
  method: SalePaymentMethod;
  headquartersId: string;
  advisorId: string;
}

export type SaleInput = { ok: true; sale: NewSale } | { ok: false; status: 409 | 422; message: string; fields: Record<string, string> };

const METHODS: readonly SalePaymentMethod[] = ['cash', 'pos', 'site'];

function readBeneficiaries(body: JsonObject, deps: Deps, fields: Record<string, string>): BeneficiaryFields[] {
  const raw = body.beneficiaries ?? [];
  if (!Array.isArray(raw)) {
    fields.beneficiaries = 'Los beneficiarios deben ser una lista.';
    return [];
  }
  const read: BeneficiaryFields[] = [];
  raw.forEach((item, i) => {
    const input = readBeneficiaryInput(isObject(item) ? item : {}, deps.opts.now());
    if (!input.ok) for (const [name, message] of Object.entries(input.errors)) fields[`beneficiaries.${i}.${name}`] = message;
    else read.push(input.fields);
  });
  return read;
}

function readAdvisor(body: JsonObject, scope: StaffScope, deps: Deps, fields: Record<string, string>): string {
  if (scope.advisorId) return scope.advisorId;
  const wanted = body.advisor_id;
  if (typeof wanted !== 'string' || wanted === '') fields.advisor_id = 'Elige el asesor al que se asigna la venta.';
  else if (!deps.store.advisors.some((a) => a.id === wanted)) fields.advisor_id = 'Ese asesor no existe.';
  return typeof wanted === 'string' ? wanted : '';
}

/** Documents already in use, or typed twice in this sale, get the registration's message on their field. */
function takenDocuments(sale: NewSale, deps: Deps): Record<string, string> {
  const inUse = new Set([...deps.store.customers, ...deps.store.beneficiaries].map((x) => x.document_number).filter(Boolean));
  inUse.add(sale.customer.document_number);
  const fields: Record<string, string> = {};
  sale.beneficiaries.forEach((b, i) => {
    if (!b.document_number) return;
    if (inUse.has(b.document_number)) fields[`beneficiaries.${i}.document_number`] = 'Ya hay una afiliación con este documento.';
    inUse.add(b.document_number);
  });
  return fields;
}

export function readSale(body: JsonObject, scope: StaffScope, deps: Deps): SaleInput {
  const fields: Record<string, string> = {};
  // The customer chooses their own password from the welcome e-mail; until then the login cannot be used.
  const registration = buildRegistration({ ...body, password: unusablePassword() }, deps);
  if (!registration.ok && registration.status === 422) Object.assign(fields, registration.fields);
  const beneficiaries = readBeneficiaries(body, deps, fields);
  const plan = registration.ok ? registration.plan : undefined;
  if (plan && beneficiaries.length > plan.max_beneficiaries) {
    fields.beneficiaries =
      plan.max_beneficiaries === 0
        ? `El ${plan.name} no admite beneficiarios.`
        : `El ${plan.name} admite como máximo ${plan.max_beneficiaries} beneficiarios.`;
  }
  const method = body.payment_method;
  if (!METHODS.includes(method as SalePaymentMethod)) fields.payment_method = 'Elige cómo paga el cliente: efectivo, datáfono o en sede.';
  const headquartersId = typeof body.headquarters_id === 'string' ? body.headquarters_id : '';
  if (!headquartersId) fields.headquarters_id = 'Elige la sede.';
  else if (!deps.store.headquarters.some((h) => h.id === headquartersId)) fields.headquarters_id = 'Esa sede no existe.';
  const advisorId = readAdvisor(body, scope, deps, fields);
  // As in the sign-up (POST /customers): the customer accepts both, here in front of the advisor.
  if (body.accepted_privacy !== true) fields.accepted_privacy = 'El cliente debe aceptar la política de privacidad.';
  if (body.accepted_terms !== true) fields.accepted_terms = 'El cliente debe aceptar las condiciones de la afiliación.';

  if (!registration.ok && registration.status === 409) {
    return Object.keys(fields).length > 0
      ? { ok: false, status: 422, message: 'Revisa los datos marcados.', fields: { ...fields, ...registration.fields } }
      : { ok: false, status: 409, message: registration.message, fields: registration.fields ?? {} };
  }
  if (!registration.ok || Object.keys(fields).length > 0) return { ok: false, status: 422, message: 'Revisa los datos marcados.', fields };

  const sale: NewSale = {
    customer: registration.customer,
    user: registration.user,
    plan: registration.plan,
    priceCents: registration.priceCents,
    beneficiaries,
    method: method as SalePaymentMethod,
    headquartersId,
    advisorId,
  };
  const taken = takenDocuments(sale, deps);
  if (Object.keys(taken).length > 0)
    return { ok: false, status: 409, message: 'Ya existe una afiliación con ese documento.', fields: taken };
  return { ok: true, sale };
}
