// The affiliation card and its public verification.
// Declared once: the portal takes the types (type-only imports), the sandbox checks bodies against the
// schemas and /openapi.json shows them (contract/openapi.ts).
import { IsoDate, Nullable, type Static, StringEnum, Type, named } from '../schema.ts';

export const CardStatus = StringEnum(['valid', 'expired', 'suspended', 'pending']);
export type CardStatus = Static<typeof CardStatus>;

export const MemberCard = Type.Object({
  member_number: Type.String({ example: '2023-00141-01' }),
  customer_id: Type.String(),
  role: StringEnum(['Titular', 'Beneficiario']),
  first_name: Type.Optional(Type.String()),
  first_lastname: Type.Optional(Type.String()),
  full_name: Type.String(),
  document_type: Type.String(),
  document_number: Type.String(),
  plan: Type.Object({
    code: Type.Optional(Type.String()),
    name: Type.Optional(Type.String()),
  }),
  holder_name: Type.Optional(Nullable(Type.String({ description: 'Titular del plan, en el carné de un beneficiario' }))),
  valid_from: IsoDate(),
  valid_until: IsoDate({ description: 'Al corriente de pago hasta' }),
  status: CardStatus,
  verification_url: Type.String({ format: 'uri' }),
});
export type MemberCard = Static<typeof MemberCard>;

export const CardVerification = Type.Object({
  member_number: Type.String(),
  valid: Type.Boolean({ description: 'Válido hoy' }),
  status: CardStatus,
  checked_on: IsoDate(),
  full_name: Type.Optional(Type.String()),
  document_masked: Type.Optional(Type.String({ example: '•••••876F' })),
  plan_name: Type.Optional(Type.String()),
  valid_until: Type.Optional(IsoDate()),
});
export type CardVerification = Static<typeof CardVerification>;

/** What /openapi.json lists under components.schemas for this domain. */
export const cardsSchemas = [named('CardStatus', CardStatus), named('MemberCard', MemberCard), named('CardVerification', CardVerification)];
