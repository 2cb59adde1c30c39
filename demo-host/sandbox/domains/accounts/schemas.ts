// Configuration exchange, OAuth, customers, nomenclatures, beneficiaries, validation, OTP, forms, audit and the test controls.
// Declared once: the portal takes the types (type-only imports), the sandbox checks bodies against the
// schemas and /openapi.json shows them (contract/openapi.ts).
import { DateTime, IsoDate, Nullable, type Static, StringEnum, Type, named } from '../../contract/schema.ts';

export const Sealed = Type.Object({
  a: Type.String({ description: 'IV de 12 bytes en base64' }),
  b: Type.String({ description: 'Texto cifrado AES-256-GCM en base64' }),
  c: Type.String({ description: 'Etiqueta de autenticación de 16 bytes en base64' }),
});
export type Sealed = Static<typeof Sealed>;

export const Configuration = Type.Object(
  {
    url: Type.String({ format: 'uri' }),
    client_id: Type.String(),
    client_secret: Type.String(),
    UrlAPIOtp: Type.String({ format: 'uri' }),
    formUrlBackend: Type.String({ format: 'uri' }),
    formId: Type.String(),
    formWindowData: Type.Object({
      title: Type.String(),
      icon: Type.String({ format: 'uri' }),
    }),
    parentOrigins: Type.Array(Type.String()),
  },
  { description: 'Texto plano de Sealed' },
);
export type Configuration = Static<typeof Configuration>;

export const TokenResponse = Type.Object({
  access_token: Type.String({ description: 'JWT HS256' }),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer(),
  refresh_token: Type.String(),
});
export type TokenResponse = Static<typeof TokenResponse>;

/** As the API writes it (spec, the customer's data: 'titular-corporativo' too); the portal compares roles case-insensitively (core/roles.ts). */
export const Role = StringEnum(['Titular', 'Beneficiario', 'Vendedor', 'Asesor', 'titular-corporativo']);
export type Role = Static<typeof Role>;

/** Every status of spec sections 3 and 4 (home-alerts.ts gives each its alert; any other value is logged, not shown). */
export const PaymentStatus = StringEnum([
  'Active',
  'En Mora',
  'payment_pending',
  'payment_confirmation_sent',
  'Completed',
  'InviteBeneficiary',
]);
export type PaymentStatus = Static<typeof PaymentStatus>;

export const Affiliation = StringEnum(['CORPORATIVO']);
export type Affiliation = Static<typeof Affiliation>;

export const Periodicity = StringEnum(['mensual', 'anual']);
export type Periodicity = Static<typeof Periodicity>;

/** The plan as the customer's account names it; the plans catalogue (`GET /plans`) is CatalogPlan. */
export const Plan = Type.Object({
  code: Type.String(),
  name: Type.String(),
  price: Type.Number(),
  periodicity: Periodicity,
});
export type Plan = Static<typeof Plan>;

export const Membership = Type.Object({
  id: Type.String(),
  plan: Plan,
  payment_status: PaymentStatus,
  member_since: IsoDate(),
  next_payment_date: IsoDate(),
});
export type Membership = Static<typeof Membership>;

export const Address = Type.Object({
  street: Type.String(),
  city: Type.String(),
  province: Type.String(),
  postal_code: Type.String(),
});
export type Address = Static<typeof Address>;

/** An address as a sign-up sends it: any of its parts. */
export const AddressInput = Type.Partial(Address);

export const Opportunity = Type.Object({
  id: Type.String(),
  /** 'win' once the sale is closed; another stage name before. */
  stage: Type.String(),
});
export type Opportunity = Static<typeof Opportunity>;

export const Customer = Type.Object({
  id: Type.String(),
  role: Role,
  affiliation: Nullable(Affiliation),
  first_name: Type.String(),
  second_name: Nullable(Type.String()),
  first_lastname: Type.String(),
  second_lastname: Nullable(Type.String()),
  email: Type.String(),
  phone: Type.String(),
  document_type: Type.String(),
  document_number: Type.String(),
  birth_date: IsoDate(),
  gender: Type.String(),
  civil_status: Type.String(),
  address: Address,
  account: Type.Union([Membership, Type.Null()]),
  opportunity: Type.Union([Opportunity, Type.Null()]),
});
export type Customer = Static<typeof Customer>;

export const Registration = Type.Object(
  {
    first_name: Type.String(),
    first_lastname: Type.String(),
    second_lastname: Type.Optional(Nullable(Type.String())),
    email: Type.String({ format: 'email' }),
    phone: Type.String(),
    document_type: StringEnum(['DNI', 'NIE', 'PASAPORTE']),
    document_number: Type.String(),
    birth_date: IsoDate(),
    password: Type.String({ description: '8 caracteres como mínimo, con mayúscula, minúscula y número' }),
    plan_code: Type.String({ description: 'Código de GET /plans' }),
    second_name: Type.Optional(Nullable(Type.String())),
    gender: Type.Optional(Type.String({ description: 'Código de /nomenclatures/genders (por defecto NS)' })),
    civil_status: Type.Optional(Type.String({ description: 'Código de /nomenclatures/civil-statuses (por defecto SOLTERO)' })),
    address: Type.Optional(AddressInput),
    periodicity: Type.Optional(
      StringEnum(['mensual', 'anual'], { description: 'Por defecto mensual; fija el importe del cargo first_payment' }),
    ),
    confirmation_url: Type.Optional(
      Type.String({
        format: 'uri',
        description: 'Página del portal que abre el enlace de confirmación (se añade ?token=); debe ser de un origen del portal',
      }),
    ),
    accepted_privacy: Type.Union([Type.Literal(true)], { description: 'La persona acepta la política de privacidad; sin ella, 422' }),
    accepted_terms: Type.Union([Type.Literal(true)], { description: 'La persona acepta los términos y condiciones; sin ellos, 422' }),
  },
  {
    'x-messages': {
      accepted_privacy: 'Acepta la política de privacidad para continuar.',
      accepted_terms: 'Acepta los términos y condiciones para continuar.',
    },
  },
);
export type Registration = Static<typeof Registration>;

export const NomenclatureItem = Type.Object({
  code: Type.String(),
  name: Type.String(),
});
export type NomenclatureItem = Static<typeof NomenclatureItem>;

export const BeneficiaryInput = Type.Object({
  titular_id: Type.Optional(Type.String({ description: 'Obligatorio al crear; no se puede cambiar' })),
  first_name: Type.String(),
  first_lastname: Type.String(),
  second_lastname: Type.Optional(Nullable(Type.String())),
  document_type: Type.String(),
  document_number: Type.Optional(Nullable(Type.String())),
  birth_date: IsoDate(),
  gender: Type.String(),
  relationship: Type.String(),
  email: Type.Optional(Nullable(Type.String())),
  phone: Type.Optional(Nullable(Type.String())),
});

/** A beneficiary's own fields, without the holder it hangs from: a sale's beneficiaries and an invited one's sign-up. */
export const BeneficiaryFields = Type.Omit(BeneficiaryInput, ['titular_id']);
export type BeneficiaryInput = Static<typeof BeneficiaryInput>;

export const BeneficiaryStatus = StringEnum(['active', 'invited', 'disabled']);
export type BeneficiaryStatus = Static<typeof BeneficiaryStatus>;

export const Beneficiary = Type.Object({
  id: Type.String(),
  titular_id: Type.String(),
  first_name: Type.String(),
  first_lastname: Type.String(),
  second_lastname: Nullable(Type.String()),
  document_type: Type.String(),
  document_number: Nullable(Type.String()),
  birth_date: IsoDate(),
  gender: Type.String(),
  relationship: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  status: BeneficiaryStatus,
  invited_at: Nullable(DateTime()),
});
export type Beneficiary = Static<typeof Beneficiary>;

export const NomenclatureList = StringEnum([
  'document-types-titular',
  'document-types-beneficiary',
  'civil-statuses',
  'relationships',
  'genders',
]);
export type NomenclatureList = Static<typeof NomenclatureList>;

export const ValidationResult = Type.Object({
  value: Type.String(),
  valid: Type.Boolean(),
  exists: Type.Boolean(),
});
export type ValidationResult = Static<typeof ValidationResult>;

export const FormStatus = StringEnum(['PENDING', 'COMPLETED']);
export type FormStatus = Static<typeof FormStatus>;

export const FormValues = Type.Object({
  form_id: Type.String(),
  version: Type.Integer(),
  customer_id: Type.String(),
  general_status: FormStatus,
  values: Type.Record(Type.String(), Type.Unknown(), { description: 'Los campos del formulario por su nombre' }),
});
export type FormValues = Static<typeof FormValues>;

export const LoggedRequest = Type.Object({
  method: Type.String(),
  path: Type.String(),
  query: Type.Record(Type.String(), Type.String()),
  status: Type.Integer({ description: '0 si la conexión se cortó' }),
  time: DateTime(),
  body: Type.Optional(Type.Unknown({ description: 'Solo en POST /audit' })),
});
export type LoggedRequest = Static<typeof LoggedRequest>;

export const FaultInput = Type.Object({
  method: StringEnum(['*', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']),
  path: Type.String({ description: 'Patrón; * equivale a cualquier secuencia' }),
  count: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  status: Type.Optional(Type.Integer({ minimum: 400, maximum: 599 })),
  delay_ms: Type.Optional(Type.Integer({ minimum: 0, maximum: 60000 })),
  drop: Type.Optional(Type.Boolean()),
  after: Type.Optional(
    Type.Boolean({
      description: 'Con drop: primero se atiende la petición y luego se corta la conexión (la respuesta se pierde)',
    }),
  ),
});
export type FaultInput = Static<typeof FaultInput>;

export const Fault = Type.Object({
  id: Type.String(),
  method: Type.String(),
  path: Type.String(),
  remaining: Type.Integer(),
  status: Type.Optional(Type.Integer()),
  delay_ms: Type.Optional(Type.Integer()),
  drop: Type.Optional(Type.Boolean()),
  after: Type.Optional(
    Type.Boolean({
      description: 'Con drop: primero se atiende la petición y luego se corta la conexión (la respuesta se pierde)',
    }),
  ),
});
export type Fault = Static<typeof Fault>;

/** What /openapi.json lists under components.schemas for this domain. */
export const accountsSchemas = [
  named('Sealed', Sealed),
  named('Configuration', Configuration),
  named('TokenResponse', TokenResponse),
  named('Plan', Plan),
  named('Membership', Membership),
  named('Address', Address),
  named('Customer', Customer),
  named('Registration', Registration),
  named('NomenclatureItem', NomenclatureItem),
  named('BeneficiaryInput', BeneficiaryInput),
  named('Beneficiary', Beneficiary),
  named('ValidationResult', ValidationResult),
  named('FormValues', FormValues),
  named('LoggedRequest', LoggedRequest),
  named('FaultInput', FaultInput),
  named('Fault', Fault),
];
