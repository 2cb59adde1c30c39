// A holder's plan, add-on services, upgrades and extensions.
// Declared once: the portal takes the types (type-only imports), the sandbox checks bodies against the
// schemas and /openapi.json shows them (contract/openapi.ts).
import { IsoDate, Nullable, type Static, StringEnum, Type, named } from '../schema.ts';
import { Periodicity } from '../accounts/schemas.ts';
import { CatalogPlan } from '../plans/schemas.ts';

export const ServiceOffer = Type.Object({
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  monthly_price_cents: Type.Integer(),
});
export type ServiceOffer = Static<typeof ServiceOffer>;

export const Subscription = Type.Object({
  customer_id: Type.String(),
  account_id: Type.String(),
  member_since: IsoDate(),
  renewal_date: IsoDate(),
  payment_status: Type.String(),
  periodicity: Periodicity,
  currency: Type.Literal('EUR'),
  plan: CatalogPlan,
  plan_price_cents: Type.Integer({ minimum: 0 }),
  services: Type.Array(Type.Object({ ...ServiceOffer.properties, since: IsoDate() })),
  price_cents: Type.Integer({ minimum: 0, description: 'Plan más servicios, por periodo' }),
  beneficiaries: Type.Object({
    limit: Type.Integer({ minimum: 0 }),
    used: Type.Integer({ minimum: 0, description: 'Los no desactivados' }),
  }),
  managed_by_company: Type.Boolean(),
  upgrade_options: Type.Array(Type.Object({ ...CatalogPlan.properties, price_cents: Type.Integer({ minimum: 0 }) })),
  available_services: Type.Array(ServiceOffer),
  pending_changes: Type.Array(
    Type.Object({
      charge_id: Type.String(),
      concept: StringEnum(['upgrade', 'extension']),
      description: Type.String(),
      amount_cents: Type.Integer({ minimum: 0 }),
    }),
  ),
});
export type Subscription = Static<typeof Subscription>;

export const SubscriptionChange = Type.Union([
  Type.Object({
    concept: Type.Literal('upgrade'),
    plan_code: Type.String(),
  }),
  Type.Object({
    concept: Type.Literal('extension'),
    service_codes: Type.Array(Type.String()),
  }),
]);
export type SubscriptionChange = Static<typeof SubscriptionChange>;

export const SubscriptionQuote = Type.Object({
  concept: StringEnum(['upgrade', 'extension']),
  description: Type.String(),
  currency: Type.Literal('EUR'),
  periodicity: Periodicity,
  current_price_cents: Type.Integer({ minimum: 0 }),
  new_price_cents: Type.Integer({ minimum: 0, description: 'Desde la próxima renovación' }),
  amount_due_cents: Type.Integer({ description: 'Diferencia prorrateada de los días que quedan del periodo, a pagar hoy' }),
  days_left: Type.Integer({ minimum: 0 }),
  period_days: Type.Integer({ minimum: 1 }),
  renewal_date: IsoDate(),
  changes: Type.Array(Type.String(), { description: 'Qué cambia, en español; la cobertura cambia al confirmarse el pago' }),
  plan_code: Nullable(Type.String()),
  service_codes: Type.Array(Type.String()),
});
export type SubscriptionQuote = Static<typeof SubscriptionQuote>;

/** What /openapi.json lists under components.schemas for this domain. */
export const subscriptionsSchemas = [
  named('ServiceOffer', ServiceOffer),
  named('Periodicity', Periodicity),
  named('Subscription', Subscription),
  named('SubscriptionChange', SubscriptionChange),
  named('SubscriptionQuote', SubscriptionQuote),
];
