// What a change to the subscription costs today and what it changes from when. The cover changes as soon as
// the charge is paid; the new fee applies from the next renewal; today's charge is the difference for the
// days left in the current period (prorated, as Spanish insurers bill a mid-period upgrade).
import type { ServiceOffer, SubscriptionQuote } from '../../../../contract/subscriptions/schemas.ts';
import { serviceByCode } from './seed.ts';
import { catalogPlan, priceFor } from '../plans/seed.ts';
import { servicesPrice, totalPrice, type HolderPlan } from './holder.ts';

export type ChangeRequest = { concept: 'upgrade'; plan_code: string } | { concept: 'extension'; service_codes: string[] };

export type QuoteResult =
  { ok: true; quote: SubscriptionQuote } | { ok: false; status: 409 | 422; message: string; fields?: Record<string, string> };

const DAY = 86_400_000;
const utc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

function period(h: HolderPlan, nowMs: number): { days_left: number; period_days: number } {
  const renewal = new Date(utc(h.account.next_payment_date));
  const start = new Date(renewal);
  if (h.account.plan.periodicity === 'anual') start.setUTCFullYear(start.getUTCFullYear() - 1);
  else start.setUTCMonth(start.getUTCMonth() - 1);
  const period_days = Math.round((renewal.getTime() - start.getTime()) / DAY);
  const today = utc(new Date(nowMs).toISOString().slice(0, 10));
  const days_left = Math.min(period_days, Math.max(1, Math.round((renewal.getTime() - today) / DAY)));
  return { days_left, period_days };
}

function upgrade(h: HolderPlan, code: string, nowMs: number): QuoteResult {
  if (h.terms.kind === 'corporate') {
    return {
      ok: false,
      status: 409,
      message: 'Tu plan lo contrata tu empresa: para cambiarlo, habla con el departamento de personas de tu empresa.',
    };
  }
  const target = catalogPlan(code);
  if (!target || target.kind === 'corporate')
    return { ok: false, status: 422, message: 'Revisa los datos marcados.', fields: { plan_code: 'Ese plan no existe.' } };
  if (target.rank <= h.terms.rank) {
    return {
      ok: false,
      status: 422,
      message: 'Revisa los datos marcados.',
      fields: { plan_code: `Elige un plan con más coberturas que tu ${h.terms.name}.` },
    };
  }
  const p = h.account.plan.periodicity;
  const delta = priceFor(target, p) - priceFor(h.terms, p);
  const { days_left, period_days } = period(h, nowMs);
  const added = target.coverage.filter((item) => !h.terms.coverage.includes(item));
  const changes = [
    ...added.map((item) => `Añade ${item.toLocaleLowerCase('es')}`),
    ...(target.max_beneficiaries > h.terms.max_beneficiaries
      ? [`Hasta ${target.max_beneficiaries} beneficiarios (ahora ${h.terms.max_beneficiaries})`]
      : []),
  ];
  return {
    ok: true,
    quote: {
      concept: 'upgrade',
      description: `Cambio a ${target.name}`,
      currency: 'EUR',
      periodicity: p,
      current_price_cents: totalPrice(h),
      new_price_cents: totalPrice(h) + delta,
      amount_due_cents: Math.round((delta * days_left) / period_days),
      days_left,
      period_days,
      renewal_date: h.account.next_payment_date,
      changes,
      plan_code: target.code,
      service_codes: [],
    },
  };
}

function extension(h: HolderPlan, codes: string[], nowMs: number): QuoteResult {
  const unique = [...new Set(codes)];
  const offers = unique.map(serviceByCode);
  if (unique.length === 0)
    return { ok: false, status: 422, message: 'Revisa los datos marcados.', fields: { service_codes: 'Elige al menos un servicio.' } };
  if (offers.some((o) => !o))
    return {
      ok: false,
      status: 422,
      message: 'Revisa los datos marcados.',
      fields: { service_codes: 'Alguno de los servicios no existe.' },
    };
  const owned = unique.filter((code) => h.services.some((s) => s.code === code));
  if (owned.length > 0)
    return {
      ok: false,
      status: 422,
      message: 'Revisa los datos marcados.',
      fields: { service_codes: 'Ya tienes alguno de esos servicios en tu plan.' },
    };
  const chosen = offers as ServiceOffer[];
  const p = h.account.plan.periodicity;
  const delta = servicesPrice(chosen, p);
  const { days_left, period_days } = period(h, nowMs);
  return {
    ok: true,
    quote: {
      concept: 'extension',
      description: `Servicios complementarios: ${chosen.map((s) => s.name).join(', ')}`,
      currency: 'EUR',
      periodicity: p,
      current_price_cents: totalPrice(h),
      new_price_cents: totalPrice(h) + delta,
      amount_due_cents: Math.round((delta * days_left) / period_days),
      days_left,
      period_days,
      renewal_date: h.account.next_payment_date,
      changes: chosen.map((s) => `${s.name}: ${s.description}`),
      plan_code: null,
      service_codes: unique,
    },
  };
}

export function quoteChange(h: HolderPlan, change: ChangeRequest, nowMs: number): QuoteResult {
  if (h.account.payment_status !== 'Active') {
    return { ok: false, status: 409, message: 'Ponte al día con tus pagos antes de cambiar tu suscripción.' };
  }
  return change.concept === 'upgrade' ? upgrade(h, change.plan_code, nowMs) : extension(h, change.service_codes, nowMs);
}
