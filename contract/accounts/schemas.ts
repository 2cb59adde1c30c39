// Configuration exchange, OAuth and the access token, customers, nomenclatures, validation, OTP and audit.
// Declared once: the portal takes the types (type-only imports), the sandbox checks bodies against the
// schemas and /openapi.json shows them (contract/openapi.ts).
import { IsoDate, Nullable, type Static, StringEnum, Type, named } from '../schema.ts';

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
    topLevelOrigins: Type.Optional(
      Type.Array(Type.String(), {
        description: 'Orígenes que el portal puede abrir fuera del marco (la pasarela de pago); por defecto parentOrigins',
      }),
    ),
    claims: Type.Optional(
      Type.Object(
        Object.fromEntries(
          ['profiles', 'id', 'role', 'affiliation', 'first_name', 'first_lastname'].map((name) => [name, Type.Optional(Type.String())]),
        ),
        { description: 'Nombres de los claims de identidad del token, si son otros (docs/contract.md)' },
      ),
    ),
    theme: Type.Optional(
      Type.Object(
        { primaryColor: Type.Optional(Type.String()), logoUrl: Type.Optional(Type.String()), radius: Type.Optional(Type.Number()) },
        { description: 'La marca del proveedor sobre la del portal (docs/contract.md)' },
      ),
    ),
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

/** As the API writes it (spec, the customer's data: 'titular-corporativo' too); the portal compares roles case-insensitively (core/access/roles.ts). */
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

export const NomenclatureItem = Type.Object({
  code: Type.String(),
  name: Type.String(),
});
export type NomenclatureItem = Static<typeof NomenclatureItem>;

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

/**
 * How the next access tokens are minted (POST /__sandbox/token-shape): the sandbox's own `profiles` claim, a plain
 * OpenID Connect token (one person in `sub`, `given_name`, `family_name`, `role`), a JWT with no identity claims at
 * all, or an opaque string that is not a JWT. The last two are tokens the portal cannot read.
 */
export const TOKEN_SHAPES = ['sandbox', 'oidc', 'no-claims', 'not-jwt'] as const;
export const TokenShape = StringEnum(TOKEN_SHAPES);
export type TokenShape = Static<typeof TokenShape>;

/** What /openapi.json lists under components.schemas for this domain. */
export const accountsSchemas = [
  named('Sealed', Sealed),
  named('Configuration', Configuration),
  named('TokenResponse', TokenResponse),
  named('Plan', Plan),
  named('Membership', Membership),
  named('Address', Address),
  named('Customer', Customer),
  named('NomenclatureItem', NomenclatureItem),
  named('ValidationResult', ValidationResult),
];
