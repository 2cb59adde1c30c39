// Signing up holders and invited beneficiaries.
// Declared once: the portal takes the types (type-only imports), the sandbox checks bodies against the
// schemas and /openapi.json shows them (contract/openapi.ts).
import { DateTime, IsoDate, Nullable, type Static, StringEnum, Type, named } from '../schema.ts';
import { AddressInput } from '../accounts/schemas.ts';

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

export const Invitation = Type.Object({
  beneficiary_id: Type.String(),
  first_name: Type.String(),
  relationship: Type.String(),
  email_hint: Type.String({ examples: ['d***@demo.es'] }),
  titular_first_name: Nullable(Type.String()),
  plan_name: Nullable(Type.String()),
  invited_at: DateTime(),
});
export type Invitation = Static<typeof Invitation>;

/** What /openapi.json lists under components.schemas for this domain. */
export const registrationSchemas = [named('Registration', Registration), named('Invitation', Invitation)];
