// The sandbox's own test controls: the request log and the faults.
// Declared once: the portal takes the types (type-only imports), the sandbox checks bodies against the
// schemas and /openapi.json shows them (contract/openapi.ts).
import { DateTime, type Static, StringEnum, Type, named } from '../schema.ts';

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
export const harnessSchemas = [named('LoggedRequest', LoggedRequest), named('FaultInput', FaultInput), named('Fault', Fault)];
