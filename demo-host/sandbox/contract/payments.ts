// Charges, payments, the hosted card gateway, payment agreements and paying at a headquarters.
// Declared once: the portal takes the types (type-only imports), the sandbox checks bodies against the
// schemas and /openapi.json shows them (contract/openapi.ts).
import { DateTime, IsoDate, Nullable, type Static, StringEnum, Type, named } from './schema.ts';

export const ChargeConcept = StringEnum(['first_payment', 'monthly_dues', 'arrears', 'upgrade', 'extension', 'agreement_instalment'], {
  description: 'Primer pago tras el registro, cuota mensual (o anual), cuota vencida (mora), cambio de plan, servicios añadidos, plazo de un acuerdo de pago',
});
export type ChargeConcept = Static<typeof ChargeConcept>;

export const Charge = Type.Object({
  id: Type.String({ examples: ['chg-5001'] }),
  customer_id: Type.String(),
  concept: ChargeConcept,
  description: Type.String({ examples: ['Cuota vencida del Plan Familiar'] }),
  amount_cents: Type.Integer({ minimum: 0 }),
  currency: Type.Literal('EUR'),
  period_start: Nullable(IsoDate()),
  period_end: Nullable(IsoDate()),
  status: StringEnum(['open', 'paid', 'cancelled']),
  created_at: DateTime(),
  paid_at: Nullable(DateTime()),
  metadata: Type.Object({}, { additionalProperties: true }),
}, { description: 'Lo que un cliente debe; un pago lo salda.' });
export type Charge = Static<typeof Charge>;

export const PaymentInput = Type.Object({
  customer_id: Type.String(),
  charge_ids: Type.Array(Type.String(), { minItems: 1 }),
  method: StringEnum(['card', 'site']),
  return_url: Type.Optional(Type.String({
    format: 'uri',
    description: 'card: a dónde vuelve la pasarela; solo orígenes del portal o de las páginas que lo enmarcan',
  })),
  headquarters_id: Type.Optional(Type.String({ description: 'site: sede con caja (payment_desk)' })),
});
export type PaymentInput = Static<typeof PaymentInput>;

export const SiteReference = Type.Object({
  headquarters_id: Type.Optional(Type.String()),
  headquarters_name: Type.Optional(Type.String()),
  headquarters_address: Type.Optional(Type.String()),
  code: Type.Optional(Type.String({ examples: ['PAG-7K3M9Q'] })),
  number: Type.Optional(Type.String({ pattern: '^\\d{20}$' })),
  expires_at: Type.Optional(DateTime()),
});
export type SiteReference = Static<typeof SiteReference>;

export const Payment = Type.Object({
  id: Type.String({ description: 'También el id del pedido en la pasarela (bold-order-id)' }),
  customer_id: Type.String(),
  charge_ids: Type.Array(Type.String()),
  description: Type.String(),
  amount_cents: Type.Integer(),
  currency: Type.Literal('EUR'),
  method: StringEnum(['card', 'site', 'cash', 'pos']),
  status: StringEnum(['created', 'pending', 'approved', 'rejected', 'awaiting_confirmation', 'cancelled']),
  rejection_code: Type.Optional(Nullable(StringEnum(['card_declined', 'insufficient_funds', 'authentication_failed', 'cancelled_by_user']))),
  rejection_reason: Type.Optional(Nullable(Type.String({ description: 'En español, para mostrarlo' }))),
  card: Type.Optional(Type.Union([Type.Null(), Type.Object({
      brand: Type.Optional(Type.String()),
      last4: Type.Optional(Type.String()),
    })])),
  site: Type.Optional(Type.Union([Type.Null(), SiteReference])),
  agreement_id: Type.Optional(Nullable(Type.String())),
  return_url: Type.Optional(Nullable(Type.String())),
  checkout_url: Type.Optional(Nullable(Type.String())),
  created_at: Type.Optional(DateTime()),
  updated_at: Type.Optional(DateTime()),
  paid_at: Type.Optional(Nullable(DateTime())),
});
export type Payment = Static<typeof Payment>;

export const AgreementOptions = Type.Object({
  debt_cents: Type.Optional(Type.Integer()),
  currency: Type.Optional(Type.Literal('EUR')),
  charge_ids: Type.Optional(Type.Array(Type.String())),
  options: Type.Optional(Type.Array(Type.Object({
    instalments: Type.Optional(Type.Integer()),
    schedule: Type.Optional(Type.Array(Type.Object({
      number: Type.Integer(),
      due_date: IsoDate(),
      amount_cents: Type.Integer(),
    }))),
  }))),
});
export type AgreementOptions = Static<typeof AgreementOptions>;

export const PaymentAgreement = Type.Object({
  id: Type.Optional(Type.String()),
  customer_id: Type.Optional(Type.String()),
  debt_cents: Type.Optional(Type.Integer()),
  currency: Type.Optional(Type.Literal('EUR')),
  status: Type.Optional(StringEnum(['pending_first_payment', 'active', 'completed'])),
  replaced_charge_ids: Type.Optional(Type.Array(Type.String())),
  instalments: Type.Optional(Type.Array(Type.Intersect([Type.Object({
      number: Type.Integer(),
      due_date: IsoDate(),
      amount_cents: Type.Integer(),
    }), Type.Object({
      charge_id: Type.Optional(Type.String()),
      status: Type.Optional(StringEnum(['open', 'paid', 'cancelled'])),
    })]))),
  created_at: Type.Optional(DateTime()),
});
export type PaymentAgreement = Static<typeof PaymentAgreement>;

/** What /openapi.json lists under components.schemas for this domain. */
export const paymentsSchemas = [
  named('ChargeConcept', ChargeConcept),
  named('Charge', Charge),
  named('PaymentInput', PaymentInput),
  named('SiteReference', SiteReference),
  named('Payment', Payment),
  named('AgreementOptions', AgreementOptions),
  named('PaymentAgreement', PaymentAgreement),
];
