// The holder's registration form as data: its fields, their rules, and the POST /customers body.
import { holderPersonBody, holderPersonInitial, holderPersonRules } from '../../forms/holder.ts';
import { mustAccept, password, required } from '../../forms/rules.ts';
import { type Rule } from '../../forms/rule.ts';
import type { PlanChoice } from './flow-state.ts';

export const holderInitial = { ...holderPersonInitial, password: '', privacy: false, terms: false };

export type HolderValues = typeof holderInitial;

export const holderRules: { [K in keyof HolderValues]?: Rule<HolderValues>[] } = {
  ...holderPersonRules<HolderValues>(),
  password: [required(), password()],
  privacy: [mustAccept()],
  terms: [mustAccept()],
};

export const HOLDER_DRAFT = 'registro-titular';

export function holderBody(v: HolderValues, plan: PlanChoice, confirmationUrl: string): Record<string, unknown> {
  return {
    ...holderPersonBody(v),
    password: v.password,
    plan_code: plan.code,
    periodicity: plan.periodicity,
    accepted_privacy: v.privacy,
    accepted_terms: v.terms,
    confirmation_url: confirmationUrl,
  };
}
