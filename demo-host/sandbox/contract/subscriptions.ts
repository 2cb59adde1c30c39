// A holder's plan, add-on services, upgrades and extensions.
// Declared once: the portal takes the types (type-only imports), the sandbox checks bodies against the
// schemas and /openapi.json shows them (contract/openapi.ts).
import { IsoDate, Nullable, type Static, StringEnum, Type, named } from './schema.ts';

export const ServiceOffer = Type.Object({
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  monthly_price_cents: Type.Integer(),
});
export type ServiceOffer = Static<typeof ServiceOffer>;

export const PlanTerms = Type.Object({
  code: Type.String(),
  name: Type.String(),
  kind: StringEnum(['individual', 'family', 'corporate']),
  rank: Type.Integer({ description: 'Mayor es mejor: una mejora va a un plan de rango mayor' }),
  max_beneficiaries: Type.Integer({ minimum: 0 }),
  monthly_price_cents: Type.Integer({ minimum: 0 }),
  yearly_price_cents: Type.Integer({ minimum: 0 }),
  currency: Type.Literal('EUR'),
  coverage: Type.Array(Type.String()),
});
export type PlanTerms = Static<typeof PlanTerms>;

export const Subscription = Type.Object({
  customer_id: Type.String(),
  account_id: Type.Optional(Type.String()),
  member_since: Type.Optional(IsoDate()),
  renewal_date: IsoDate(),
  payment_status: Type.String(),
  periodicity: Type.Optional(StringEnum(['mensual', 'anual'])),
  currency: Type.Literal('EUR'),
  plan: PlanTerms,
  plan_price_cents: Type.Optional(Type.Integer()),
  services: Type.Optional(Type.Array(Type.Intersect([ServiceOffer, Type.Object({
      since: Type.Optional(IsoDate()),
    })]))),
  price_cents: Type.Integer({ description: 'Plan más servicios, por periodo' }),
  beneficiaries: Type.Object({
    limit: Type.Optional(Type.Integer()),
    used: Type.Optional(Type.Integer({ description: 'Los no desactivados' })),
  }),
  managed_by_company: Type.Optional(Type.Boolean()),
  upgrade_options: Type.Optional(Type.Array(Type.Intersect([PlanTerms, Type.Object({
      price_cents: Type.Optional(Type.Integer()),
    })]))),
  available_services: Type.Optional(Type.Array(ServiceOffer)),
  pending_changes: Type.Optional(Type.Array(Type.Object({
    charge_id: Type.Optional(Type.String()),
    concept: Type.Optional(StringEnum(['upgrade', 'extension'])),
    description: Type.Optional(Type.String()),
    amount_cents: Type.Optional(Type.Integer()),
  }))),
});
export type Subscription = Static<typeof Subscription>;

export const SubscriptionChange = Type.Union([Type.Object({
    concept: Type.Literal('upgrade'),
    plan_code: Type.String(),
  }), Type.Object({
    concept: Type.Literal('extension'),
    service_codes: Type.Array(Type.String()),
  })]);
export type SubscriptionChange = Static<typeof SubscriptionChange>;

export const SubscriptionQuote = Type.Object({
  concept: Type.Optional(StringEnum(['upgrade', 'extension'])),
  description: Type.Optional(Type.String()),
  currency: Type.Optional(Type.Literal('EUR')),
  periodicity: Type.Optional(Type.String()),
  current_price_cents: Type.Optional(Type.Integer()),
  new_price_cents: Type.Optional(Type.Integer({ description: 'Desde la próxima renovación' })),
  amount_due_cents: Type.Optional(Type.Integer({ description: 'Diferencia prorrateada de los días que quedan del periodo, a pagar hoy' })),
  days_left: Type.Optional(Type.Integer()),
  period_days: Type.Optional(Type.Integer()),
  renewal_date: Type.Optional(IsoDate()),
  changes: Type.Optional(Type.Array(Type.String(), { description: 'Qué cambia, en español; la cobertura cambia al confirmarse el pago' })),
  plan_code: Type.Optional(Nullable(Type.String())),
  service_codes: Type.Optional(Type.Array(Type.String())),
});
export type SubscriptionQuote = Static<typeof SubscriptionQuote>;

/** What /openapi.json lists under components.schemas for this domain. */
export const subscriptionsSchemas = [
  named('ServiceOffer', ServiceOffer),
  named('PlanTerms', PlanTerms),
  named('Subscription', Subscription),
  named('SubscriptionChange', SubscriptionChange),
  named('SubscriptionQuote', SubscriptionQuote),
];
