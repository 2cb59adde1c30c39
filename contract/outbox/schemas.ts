// The e-mails and SMS the sandbox would have sent.
// Declared once: the portal takes the types (type-only imports), the sandbox checks bodies against the
// schemas and /openapi.json shows them (contract/openapi.ts).
import { DateTime, Nullable, type Static, StringEnum, Type, named } from '../schema.ts';

export const OutboxMessage = Type.Object({
  id: Type.String({ examples: ['msg-9001'] }),
  channel: StringEnum(['email', 'sms']),
  to: Type.String({ description: 'Correo electrónico o teléfono' }),
  kind: Type.String({ examples: ['otp', 'registration_confirmation', 'beneficiary_invitation'] }),
  subject: Nullable(Type.String()),
  text: Type.String({ description: 'Texto en español' }),
  link: Nullable(Type.String({ format: 'uri', description: 'El enlace que el mensaje pide abrir' })),
  created_at: DateTime(),
  metadata: Type.Object({}, { additionalProperties: true, description: 'Datos para las pruebas (código OTP, token de invitación...)' }),
});
export type OutboxMessage = Static<typeof OutboxMessage>;

/** What /openapi.json lists under components.schemas for this domain. */
export const outboxSchemas = [named('OutboxMessage', OutboxMessage)];
