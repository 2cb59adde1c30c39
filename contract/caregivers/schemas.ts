// Caregivers (issue 31): a member's grant to someone they trust, its invitation, whom a caregiver may act for and
// the log of what caregivers did. Declared once: the portal takes the types (type-only imports), the sandbox checks
// bodies against the schemas and /openapi.json shows them (contract/openapi.ts).
import { DateTime, IsoDate, Nullable, type Static, StringEnum, Type, named } from '../schema.ts';
import { CAREGIVER_MODULES } from './scope.ts';

export const CaregiverModule = StringEnum(CAREGIVER_MODULES, {
  description: 'citas, historia clínica, pagos, carné, soporte; nunca los datos personales del perfil',
});

const Modules = Type.Array(CaregiverModule, { minItems: 1, uniqueItems: true });

export const GrantStatus = StringEnum(['invitada', 'activa', 'retirada', 'caducada'], {
  description: 'invitada: aún sin aceptar; activa; retirada por la persona; caducada: pasó la fecha de fin',
});

export const CaregiverGrant = Type.Object({
  id: Type.String(),
  grantor_id: Type.String({ description: 'La persona que da el acceso' }),
  caregiver_name: Type.String(),
  contact: Type.String({ description: 'Correo o móvil al que se envió la invitación' }),
  modules: Modules,
  ends_on: IsoDate({ description: 'Último día de acceso (como mucho 18 meses)' }),
  status: GrantStatus,
  created_at: DateTime(),
  accepted_at: Nullable(DateTime()),
});
export type CaregiverGrant = Static<typeof CaregiverGrant>;

export const CaregiverGrantList = Type.Array(CaregiverGrant);

export const NewCaregiverGrant = Type.Object({
  grantor_id: Type.String({ description: 'Uno de los perfiles del token (titular o beneficiario adulto)' }),
  caregiver_name: Type.String({ minLength: 1 }),
  contact: Type.String({ minLength: 1, description: 'Correo electrónico o móvil español' }),
  modules: Modules,
  ends_on: IsoDate(),
});
export type NewCaregiverGrant = Static<typeof NewCaregiverGrant>;

export const CaregiverGrantChange = Type.Object(
  { modules: Type.Optional(Modules), ends_on: Type.Optional(IsoDate()) },
  { minProperties: 1 },
);
export type CaregiverGrantChange = Static<typeof CaregiverGrantChange>;

export const CaregiverInvitation = Type.Object({
  grantor_first_name: Type.String(),
  caregiver_name: Type.String(),
  modules: Modules,
  ends_on: IsoDate(),
  channel: StringEnum(['email', 'sms']),
  masked_contact: Type.String({ description: 'La dirección del código, en parte oculta' }),
});
export type CaregiverInvitation = Static<typeof CaregiverInvitation>;

export const CaregiverAcceptance = Type.Object({
  code: Type.String({ description: 'El código enviado a la dirección de la invitación' }),
  password: Type.String(),
  username: Type.Optional(Type.String({ description: 'Con una cuenta existente: su usuario' })),
  name: Type.Optional(Type.String({ description: 'Con una cuenta nueva: el nombre; el usuario es la dirección invitada' })),
});
export type CaregiverAcceptance = Static<typeof CaregiverAcceptance>;

export const AcceptedGrant = Type.Object({
  grant_id: Type.String(),
  username: Type.String({ description: 'El usuario con el que entrar' }),
  created_account: Type.Boolean(),
});

export const Represented = Type.Object({
  customer_id: Type.String(),
  first_name: Type.String(),
  first_lastname: Type.String(),
  modules: Modules,
  ends_on: IsoDate(),
});
export type Represented = Static<typeof Represented>;
export const RepresentedList = Type.Array(Represented);

export const ActingRequest = Type.Object({ customer_id: Type.String({ description: 'La persona por la que actuar' }) });

export const AccessLogEntry = Type.Object({
  id: Type.String(),
  at: DateTime(),
  grant_id: Type.String(),
  caregiver_name: Type.String(),
  kind: StringEnum(['visita', 'consulta', 'acción'], {
    description: 'visita: empezó a actuar por la persona; consulta: leyó; acción: cambió algo',
  }),
  visit_id: Type.String({
    description: 'La visita a la que pertenece: la sesión de quien ayuda con ese acceso, en un mismo día de Madrid',
  }),
  operation: Type.String({ description: '«POST /appointments»' }),
  summary: Type.String({ description: 'Qué hizo, en palabras del contrato' }),
  status: Type.Integer(),
  appointment: Type.Optional(
    Type.Object(
      { speciality: Type.String(), start: DateTime() },
      { description: 'La cita que pidió, canceló o cambió (así lo cuenta el portal al miembro)' },
    ),
  ),
});
export type AccessLogEntry = Static<typeof AccessLogEntry>;
export const AccessLog = Type.Array(AccessLogEntry);

export const caregiversSchemas = [
  named('CaregiverGrant', CaregiverGrant),
  named('NewCaregiverGrant', NewCaregiverGrant),
  named('CaregiverInvitation', CaregiverInvitation),
  named('Represented', Represented),
  named('AccessLogEntry', AccessLogEntry),
];
