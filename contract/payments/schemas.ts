// Charges, payments, the hosted card gateway, payment agreements and paying at a headquarters.
// Declared once: the portal takes the types (type-only imports), the sandbox checks bodies against the
// schemas and /openapi.json shows them (contract/openapi.ts).
import { DateTime, IsoDate, Nullable, type Static, StringEnum, Type, named } from '../schema.ts';

export const ChargeConcept = StringEnum(['first_payment', 'monthly_dues', 'arrears', 'upgrade', 'extension', 'agreement_instalment'], {
  description:
    'Primer pago tras el registro, cuota mensual (o anual), cuota vencida (mora), cambio de plan, servicios añadidos, plazo de un acuerdo de pago',
});
export type ChargeConcept = Static<typeof ChargeConcept>;

export const Charge = Type.Object(
  {
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
    metadata: Type.Record(Type.String(), Type.Unknown(), {
      description: 'Datos propios del concepto (el plan, los servicios, la venta, el acuerdo)',
    }),
  },
  { description: 'Lo que un cliente debe; un pago lo salda.' },
);
export type Charge = Static<typeof Charge>;

export const PaymentInput = Type.Object(
  {
    customer_id: Type.String({ minLength: 1 }),
    charge_ids: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
    method: StringEnum(['card', 'site']),
    return_url: Type.Optional(
      Type.String({
        format: 'uri',
        description: 'card: a dónde vuelve la pasarela; solo orígenes del portal o de las páginas que lo enmarcan',
      }),
    ),
    headquarters_id: Type.Optional(Type.String({ description: 'site: sede con caja (payment_desk)' })),
  },
  {
    'x-messages': {
      customer_id: 'Falta el cliente.',
      charge_ids: 'Indica al menos un cargo que pagar.',
      method: 'El método debe ser card (tarjeta) o site (pago en sede).',
      return_url: 'La dirección de vuelta no es una página permitida del portal.',
      headquarters_id: 'Elige una sede.',
    },
  },
);
export type PaymentInput = Static<typeof PaymentInput>;

export const SiteReference = Type.Object({
  headquarters_id: Type.String(),
  headquarters_name: Type.String(),
  headquarters_address: Type.String(),
  code: Type.String({ examples: ['PAG-7K3M9Q'], description: 'Lo que el personal de la caja teclea' }),
  number: Type.String({ pattern: '^\\d{20}$' }),
  expires_at: DateTime(),
});
export type SiteReference = Static<typeof SiteReference>;

export const PaymentStatus = StringEnum(['created', 'pending', 'approved', 'rejected', 'awaiting_confirmation', 'cancelled']);
export type PaymentStatus = Static<typeof PaymentStatus>;

export const RejectionCode = StringEnum(['card_declined', 'insufficient_funds', 'authentication_failed', 'cancelled_by_user']);
export type RejectionCode = Static<typeof RejectionCode>;

export const Payment = Type.Object({
  id: Type.String({ description: 'También el id del pedido en la pasarela (bold-order-id)' }),
  customer_id: Type.String(),
  charge_ids: Type.Array(Type.String()),
  description: Type.String(),
  amount_cents: Type.Integer({ minimum: 0 }),
  currency: Type.Literal('EUR'),
  method: StringEnum(['card', 'site', 'cash', 'pos']),
  status: PaymentStatus,
  rejection_code: Nullable(RejectionCode),
  rejection_reason: Nullable(Type.String({ description: 'En español, para mostrarlo' })),
  card: Nullable(Type.Object({ brand: Type.String(), last4: Type.String({ pattern: '^\\d{4}$' }) })),
  site: Nullable(SiteReference),
  agreement_id: Nullable(Type.String()),
  return_url: Nullable(Type.String()),
  checkout_url: Nullable(Type.String()),
  created_at: DateTime(),
  updated_at: DateTime(),
  paid_at: Nullable(DateTime()),
});
export type Payment = Static<typeof Payment>;

export const Instalment = Type.Object({
  number: Type.Integer({ minimum: 1 }),
  due_date: IsoDate(),
  amount_cents: Type.Integer({ minimum: 0 }),
});
export type Instalment = Static<typeof Instalment>;

export const AgreementOptions = Type.Object({
  debt_cents: Type.Integer({ minimum: 0 }),
  currency: Type.Literal('EUR'),
  charge_ids: Type.Array(Type.String()),
  options: Type.Array(Type.Object({ instalments: Type.Integer({ minimum: 1 }), schedule: Type.Array(Instalment) })),
});
export type AgreementOptions = Static<typeof AgreementOptions>;

export const AgreementInstalment = Type.Object({
  ...Instalment.properties,
  charge_id: Type.String(),
  status: StringEnum(['open', 'paid', 'cancelled']),
});
export type AgreementInstalment = Static<typeof AgreementInstalment>;

export const PaymentAgreement = Type.Object({
  id: Type.String(),
  customer_id: Type.String(),
  debt_cents: Type.Integer({ minimum: 0 }),
  currency: Type.Literal('EUR'),
  status: StringEnum(['pending_first_payment', 'active', 'completed'], {
    description: 'pending_first_payment hasta pagar el primer plazo; active después; completed cuando se han pagado todos',
  }),
  replaced_charge_ids: Type.Array(Type.String()),
  instalments: Type.Array(AgreementInstalment),
  created_at: DateTime(),
});
export type PaymentAgreement = Static<typeof PaymentAgreement>;

/** What /openapi.json lists under components.schemas for this domain. */
export const paymentsSchemas = [
  named('ChargeConcept', ChargeConcept),
  named('Charge', Charge),
  named('PaymentInput', PaymentInput),
  named('SiteReference', SiteReference),
  named('PaymentStatus', PaymentStatus),
  named('RejectionCode', RejectionCode),
  named('Payment', Payment),
  named('Instalment', Instalment),
  named('AgreementOptions', AgreementOptions),
  named('AgreementInstalment', AgreementInstalment),
  named('PaymentAgreement', PaymentAgreement),
];
