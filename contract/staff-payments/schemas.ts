// Payments the sales force takes at a headquarters.
// Declared once: the portal takes the types (type-only imports), the sandbox checks bodies against the
// schemas and /openapi.json shows them (contract/openapi.ts).
import { DateTime, IsoDate, Nullable, type Static, StringEnum, Type, named } from '../schema.ts';
import { ChargeConcept } from '../payments/schemas.ts';

export const StaffPaymentCustomer = Type.Object({
  id: Type.String(),
  full_name: Type.String(),
  first_name: Type.String(),
  first_lastname: Type.String(),
  document_type: Type.String(),
  document_number: Type.String(),
  plan: Nullable(Type.Object({ code: Type.String(), name: Type.String() })),
  payment_status: Nullable(Type.String()),
  stage: Nullable(Type.String()),
  shown_status: Nullable(Type.String({ description: 'El estado de pago si la etapa es win; si no, la etapa' })),
  sale_id: Nullable(Type.String()),
  charges: Type.Array(
    Type.Object({
      id: Type.String(),
      concept: ChargeConcept,
      description: Type.String(),
      amount_cents: Type.Integer({ description: 'Céntimos de euro' }),
      currency: StringEnum(['EUR']),
      created_at: DateTime(),
      period_start: Nullable(IsoDate()),
      period_end: Nullable(IsoDate()),
    }),
  ),
  open_amount_cents: Type.Integer({ description: 'Céntimos de euro' }),
  currency: StringEnum(['EUR']),
});
export type StaffPaymentCustomer = Static<typeof StaffPaymentCustomer>;

export const StaffPaymentInput = Type.Object(
  {
    customer_id: Type.String({ minLength: 1 }),
    headquarters_id: Type.String({ minLength: 1, description: 'Una sede con caja (payment_desk)' }),
    method: StringEnum(['cash', 'pos']),
    amount_received_cents: Type.Optional(Type.Integer({ description: 'Efectivo: lo que entrega el cliente, al menos lo que se debe' })),
    pos_voucher: Type.Optional(Type.String({ pattern: '^\\d{6,12}$', description: 'Datáfono: número del comprobante' })),
    card_last4: Type.Optional(
      Nullable(Type.String({ pattern: '^\\d{4}$', description: 'Datáfono: últimos cuatro dígitos de la tarjeta (opcional)' })),
    ),
    sale_id: Type.Optional(Nullable(Type.String({ minLength: 1, description: 'La venta que completa el pago (registerSale)' }))),
  },
  {
    'x-messages': {
      customer_id: 'Falta el cliente.',
      headquarters_id: 'Elige la sede donde se recibe el pago.',
      method: 'El método debe ser cash (efectivo) o pos (datáfono).',
      amount_received_cents: 'Indica el importe recibido en céntimos (un número entero mayor que cero).',
      pos_voucher: 'El número de comprobante del datáfono tiene de 6 a 12 dígitos.',
      card_last4: 'Los últimos dígitos de la tarjeta son 4 números.',
      sale_id: 'La venta indicada no es válida.',
    },
  },
);
export type StaffPaymentInput = Static<typeof StaffPaymentInput>;

export const StaffPaymentReceipt = Type.Object({
  id: Type.String(),
  receipt_number: Type.String({ examples: ['REC-2026-000123'] }),
  customer_id: Type.String(),
  customer_name: Type.String(),
  customer_document: Nullable(Type.String()),
  charge_ids: Type.Array(Type.String()),
  charges: Type.Array(
    Type.Object({
      id: Type.String(),
      concept: ChargeConcept,
      description: Type.String(),
      amount_cents: Type.Integer({ description: 'Céntimos de euro' }),
      currency: StringEnum(['EUR']),
    }),
  ),
  amount_cents: Type.Integer({ description: 'Céntimos de euro' }),
  currency: StringEnum(['EUR']),
  method: StringEnum(['cash', 'pos']),
  headquarters_id: Type.String(),
  headquarters_name: Type.String(),
  amount_received_cents: Nullable(Type.Integer()),
  change_cents: Nullable(Type.Integer()),
  pos_voucher: Nullable(Type.String()),
  card_last4: Nullable(Type.String()),
  sale_id: Nullable(Type.String()),
  registered_by: Type.String({ description: 'Id del perfil del Vendedor o Asesor' }),
  registered_by_name: Type.String(),
  created_at: DateTime(),
});
export type StaffPaymentReceipt = Static<typeof StaffPaymentReceipt>;

/** What /openapi.json lists under components.schemas for this domain. */
export const staffPaymentsSchemas = [
  named('StaffPaymentCustomer', StaffPaymentCustomer),
  named('StaffPaymentInput', StaffPaymentInput),
  named('StaffPaymentReceipt', StaffPaymentReceipt),
];
