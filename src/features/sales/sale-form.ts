// registerSale's form as data: the holder's fields with the registration's rules (src/forms), the plan, the
// beneficiaries (fixed slots ben0_…ben5_, of which the first `beneficiary_count` count), where and how the first
// payment is taken, and the POST /sales body. The values are flat strings so the form hook's draft keeps them.
import {
  BENEFICIARY_FIELDS as ALL_BENEFICIARY_FIELDS,
  beneficiaryRules as sharedRules,
  documentNumberToSend,
  type BeneficiaryField as AnyBeneficiaryField,
} from '../../forms/beneficiary.ts';
import { holderPersonBody, holderPersonInitial, holderPersonRules } from '../../forms/holder.ts';
import { mustAccept, required } from '../../forms/rules.ts';
import { type Rule } from '../../forms/rule.ts';

/** Slots on the form; the chosen plan's `max_beneficiaries` (at most this) says how many may be used. */
export const BENEFICIARY_SLOTS = 6;
/** Every beneficiary's fields (forms/beneficiary.ts) but the phone, which a sale does not ask for. */
export type BeneficiaryField = Exclude<AnyBeneficiaryField, 'phone'>;
export const BENEFICIARY_FIELDS = ALL_BENEFICIARY_FIELDS.filter((f): f is BeneficiaryField => f !== 'phone');
export const benKey = (i: number, name: AnyBeneficiaryField) => `ben${i}_${name}`;

const holderInitial = {
  ...holderPersonInitial,
  plan_code: '',
  periodicity: 'mensual',
  headquarters_id: '',
  payment_method: '',
  advisor_id: '',
  beneficiary_count: '0',
  privacy: false,
  terms: false,
};

export type SaleValues = typeof holderInitial & Record<string, string | boolean>;

export const saleInitial: SaleValues = {
  ...holderInitial,
  ...Object.fromEntries(Array.from({ length: BENEFICIARY_SLOTS }, (_, i) => BENEFICIARY_FIELDS.map((f) => [benKey(i, f), ''])).flat()),
};

export const SALE_DRAFT = 'registro-venta';

export const beneficiaryCount = (v: SaleValues): number => Math.min(BENEFICIARY_SLOTS, Math.max(0, Number(v.beneficiary_count) || 0));

/** A rule of beneficiary slot `i` that only applies while the slot is in use. */
const inSlot = (i: number, rules: Rule<SaleValues>[]): Rule<SaleValues>[] =>
  rules.map((rule) => (value, values) => (i < beneficiaryCount(values) ? rule(value, values) : undefined));

/** Slot `i`'s beneficiary: every beneficiary's rules (forms/beneficiary.ts) under its keys, while the slot is in use. */
function beneficiaryRules(i: number): Record<string, Rule<SaleValues>[]> {
  const shared = sharedRules<SaleValues>((field) => benKey(i, field));
  return Object.fromEntries(Object.entries(shared).map(([key, rules]) => [key, inSlot(i, rules)]));
}

/** `needsAdvisor`: an Asesor says whose sale it is; a Vendedor's is their own. */
export function saleRules(needsAdvisor: boolean): { [K in keyof SaleValues]?: Rule<SaleValues>[] } {
  return {
    ...holderPersonRules<SaleValues>(),
    plan_code: [required()],
    headquarters_id: [required()],
    payment_method: [required()],
    advisor_id: needsAdvisor ? [required()] : [],
    privacy: [mustAccept()],
    terms: [mustAccept()],
    ...Object.assign({}, ...Array.from({ length: BENEFICIARY_SLOTS }, (_, i) => beneficiaryRules(i))),
  };
}

const optional = (value: string): string | null => value.trim() || null;

export function saleBody(v: SaleValues, welcomeUrl: string): Record<string, unknown> {
  return {
    ...holderPersonBody(v),
    plan_code: v.plan_code,
    periodicity: v.periodicity,
    headquarters_id: v.headquarters_id,
    payment_method: v.payment_method,
    accepted_privacy: v.privacy,
    accepted_terms: v.terms,
    ...(v.advisor_id ? { advisor_id: v.advisor_id } : {}),
    beneficiaries: Array.from({ length: beneficiaryCount(v) }, (_, i) => {
      const get = (f: BeneficiaryField) => String(v[benKey(i, f)] ?? '');
      return {
        first_name: get('first_name').trim(),
        first_lastname: get('first_lastname').trim(),
        second_lastname: optional(get('second_lastname')),
        document_type: get('document_type'),
        document_number: documentNumberToSend(get('document_type'), get('document_number')),
        birth_date: get('birth_date'),
        gender: get('gender'),
        relationship: get('relationship'),
        email: optional(get('email')),
      };
    }),
    welcome_url: welcomeUrl,
  };
}

/** The server's field names ('beneficiaries.0.first_name', 'address.postal_code') as the form's. */
export function formFieldErrors(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    const beneficiary = /^beneficiaries\.(\d+)\.(\w+)$/.exec(field);
    const key = beneficiary ? `ben${beneficiary[1]}_${beneficiary[2]}` : field.replace(/^address\./, '').replace(/^accepted_/, '');
    out[key === 'beneficiaries' ? 'beneficiary_count' : key] = message;
  }
  return out;
}

/** Removes slot `i` and moves the later ones up, so the list has no hole. */
export function withoutBeneficiary(v: SaleValues, i: number): Partial<SaleValues> {
  const count = beneficiaryCount(v);
  const next: Record<string, string> = { beneficiary_count: String(Math.max(0, count - 1)) };
  for (let slot = i; slot < BENEFICIARY_SLOTS; slot += 1) {
    for (const f of BENEFICIARY_FIELDS) next[benKey(slot, f)] = slot + 1 < BENEFICIARY_SLOTS ? String(v[benKey(slot + 1, f)] ?? '') : '';
  }
  return next;
}
