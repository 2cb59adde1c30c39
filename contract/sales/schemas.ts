// The sales force: advisors, their customers, new sales.
// Declared once: the portal takes the types (type-only imports), the sandbox checks bodies against the
// schemas and /openapi.json shows them (contract/openapi.ts).
import { DateTime, IsoDate, Nullable, type Static, StringEnum, Type, named } from '../schema.ts';
import { SiteReference } from '../payments/schemas.ts';
import { AddressInput, Customer } from '../accounts/schemas.ts';
import { BeneficiaryFields, BeneficiaryStatus } from '../beneficiaries/schemas.ts';

export const SalesAdvisor = Type.Object({
  id: Type.String(),
  name: Type.String(),
  city: Type.String(),
  own: Type.Boolean({ description: 'Es el asesor del token' }),
});
export type SalesAdvisor = Static<typeof SalesAdvisor>;

export const SalesCustomer = Type.Object({
  customer_id: Type.String(),
  sale_id: Type.String(),
  reference: Type.String({ example: 'VTA-2026-000123' }),
  first_name: Type.String(),
  first_lastname: Type.String(),
  second_lastname: Nullable(Type.String()),
  email: Type.String(),
  phone: Type.String(),
  document_number: Type.String(),
  city: Type.String(),
  plan: Type.Object({
    code: Type.String(),
    name: Type.String(),
  }),
  amount_cents: Type.Integer(),
  currency: Type.Literal('EUR'),
  sold_at: DateTime(),
  advisor: Type.Object({
    id: Type.String(),
    name: Type.String(),
  }),
  stage: Nullable(StringEnum(['prospecting', 'proposal', 'negotiation', 'win', 'lost'])),
  payment_status: Nullable(Type.String()),
  shown_status: Nullable(Type.String({ description: 'Sección 4 de la especificación' })),
});
export type SalesCustomer = Static<typeof SalesCustomer>;

export const SalesCustomerPage = Type.Object({
  items: Type.Array(SalesCustomer),
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
  pages: Type.Integer(),
});
export type SalesCustomerPage = Static<typeof SalesCustomerPage>;

/** The list's query (GET /sales/customers), as the URL and the API both write it. */
export const SalesCustomerQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1, description: 'Página, desde 1' })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'Filas por página (1-100)' })),
  q: Type.Optional(Type.String({ description: 'Busca en nombre, correo, documento, teléfono y referencia (sin acentos ni mayúsculas)' })),
  advisor: Type.Optional(Type.String({ description: 'Id de asesor (ase-01...). Un Vendedor solo puede pedir el suyo' })),
  status: Type.Optional(
    Type.String({
      description: "Estado mostrado (sección 4: el estado de pago si la etapa es 'win', si no la etapa); varios separados por comas",
    }),
  ),
  from: Type.Optional(IsoDate({ description: 'Primer día de venta incluido (AAAA-MM-DD)' })),
  to: Type.Optional(IsoDate({ description: 'Último día de venta incluido (AAAA-MM-DD)' })),
  sort: Type.Optional(
    StringEnum(['-sold_at', 'sold_at', 'name', '-name', '-amount', 'amount', 'status'], { default: '-sold_at', description: 'Orden' }),
  ),
});
export type SalesCustomerQuery = Static<typeof SalesCustomerQuery>;

export const SalesSummary = Type.Object({
  from: Type.Optional(Nullable(IsoDate())),
  to: Type.Optional(Nullable(IsoDate())),
  count: Type.Integer(),
  total_cents: Type.Integer(),
  won_cents: Type.Integer({ description: "Ventas en etapa 'win'" }),
  currency: Type.Literal('EUR'),
  by_stage: Type.Record(Type.String(), Type.Integer()),
  by_payment_status: Type.Record(Type.String(), Type.Integer(), { description: 'Solo ventas ganadas' }),
});
export type SalesSummary = Static<typeof SalesSummary>;

export const SalesCustomerDetail = Type.Intersect([
  SalesCustomer,
  Type.Object({
    customer: Type.Pick(
      Customer,
      [
        'id',
        'first_name',
        'second_name',
        'first_lastname',
        'second_lastname',
        'email',
        'phone',
        'document_type',
        'document_number',
        'birth_date',
        'address',
      ],
      { description: 'Datos personales, documento, contacto y dirección' },
    ),
    beneficiaries: Type.Array(
      Type.Object({
        id: Type.String(),
        first_name: Type.String(),
        first_lastname: Type.String(),
        second_lastname: Nullable(Type.String()),
        relationship: Type.String(),
        status: BeneficiaryStatus,
      }),
    ),
    payments: Type.Array(
      Type.Object({
        id: Type.String(),
        concept: Type.String(),
        description: Type.String(),
        amount_cents: Type.Integer(),
        currency: Type.Literal('EUR'),
        status: StringEnum(['open', 'paid', 'cancelled']),
        created_at: DateTime(),
        paid_at: Nullable(DateTime()),
        receipt_number: Nullable(Type.String()),
        method: Nullable(StringEnum(['cash', 'pos'])),
      }),
    ),
    open_amount_cents: Type.Integer(),
    actions: Type.Object({
      register_payment: Type.Boolean(),
      resend_welcome: Type.Boolean(),
    }),
  }),
]);
export type SalesCustomerDetail = Static<typeof SalesCustomerDetail>;

export const NewSale = Type.Object({
  document_type: Type.String(),
  document_number: Type.String(),
  first_name: Type.String(),
  second_name: Type.Optional(Nullable(Type.String())),
  first_lastname: Type.String(),
  second_lastname: Type.Optional(Nullable(Type.String())),
  birth_date: IsoDate(),
  gender: Type.Optional(Type.String()),
  civil_status: Type.Optional(Type.String()),
  email: Type.String(),
  phone: Type.String({ examples: ['+34612345678'] }),
  address: Type.Optional(AddressInput),
  plan_code: Type.String(),
  periodicity: Type.Optional(StringEnum(['mensual', 'anual'])),
  beneficiaries: Type.Optional(Type.Array(BeneficiaryFields)),
  payment_method: StringEnum(['cash', 'pos', 'site']),
  headquarters_id: Type.String(),
  advisor_id: Type.Optional(Type.String({ description: 'Solo un Asesor: el asesor al que se asigna la venta' })),
  welcome_url: Type.Optional(
    Type.String({
      format: 'uri',
      description: 'La página del portal que abre el enlace de bienvenida (por defecto /public/welcome)',
    }),
  ),
  accepted_privacy: Type.Literal(true, { description: 'El cliente acepta la política de privacidad (como en POST /customers)' }),
  accepted_terms: Type.Literal(true, { description: 'El cliente acepta las condiciones de la afiliación' }),
});
export type NewSale = Static<typeof NewSale>;

export const SaleConfirmation = Type.Object({
  id: Type.String(),
  reference: Type.String({ examples: ['VTA-2026-000504'] }),
  sold_at: DateTime(),
  advisor: Type.Object({
    id: Type.String(),
    name: Type.String(),
  }),
  customer: Type.Object({
    id: Type.String(),
    first_name: Type.String(),
    first_lastname: Type.String(),
    second_lastname: Nullable(Type.String()),
    email: Type.String(),
    document_number: Type.String(),
  }),
  plan: Type.Object({
    code: Type.String(),
    name: Type.String(),
    periodicity: Nullable(Type.String()),
  }),
  amount_cents: Type.Integer(),
  currency: StringEnum(['EUR']),
  payment_method: Nullable(StringEnum(['cash', 'pos', 'site'])),
  headquarters: Nullable(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
    }),
  ),
  beneficiaries: Type.Array(
    Type.Object({
      id: Type.String(),
      first_name: Type.String(),
      first_lastname: Type.String(),
      status: Type.String(),
    }),
  ),
  payment: Type.Object({
    status: StringEnum(['paid', 'pending']),
    paid_at: Nullable(DateTime()),
    receipt_number: Nullable(Type.String()),
    method: Nullable(Type.String()),
    site: Type.Union([SiteReference, Type.Null()]),
  }),
  welcome: Type.Object({
    sent_to: Nullable(Type.String()),
    sent_at: Nullable(DateTime()),
    activated: Type.Boolean(),
  }),
});
export type SaleConfirmation = Static<typeof SaleConfirmation>;

/** What /openapi.json lists under components.schemas for this domain. */
export const salesSchemas = [
  named('SalesAdvisor', SalesAdvisor),
  named('SalesCustomer', SalesCustomer),
  named('SalesCustomerPage', SalesCustomerPage),
  named('SalesSummary', SalesSummary),
  named('SalesCustomerDetail', SalesCustomerDetail),
  named('NewSale', NewSale),
  named('SaleConfirmation', SaleConfirmation),
];
