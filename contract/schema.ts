// The building blocks of the contract's schemas. TypeBox schemas are plain JSON Schema objects, so the OpenAPI
// document is made of them as they are (openapi.ts), `Static<>` gives the portal its types (type-only imports,
// nothing in its chunks) and the sandbox checks bodies with them (demo-host/sandbox/validate.ts).
import { Type, type TSchema } from '@sinclair/typebox';

export { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';

/** A name under `#/components/schemas`: openapi.ts writes a `$ref` wherever the same schema is used. */
export interface Named<T extends TSchema = TSchema> {
  name: string;
  schema: T;
}

export const named = <T extends TSchema>(name: string, schema: T): Named<T> => ({ name, schema });

/** One of some strings, as a JSON Schema `enum` (what OpenAPI readers and code generators expect). */
export const StringEnum = <const T extends readonly string[]>(values: T, options: object = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** `T | null`, written the way OpenAPI 3.1 reads it. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const DateTime = (options: object = {}) => Type.String({ format: 'date-time', ...options });
export const IsoDate = (options: object = {}) => Type.String({ format: 'date', ...options });

/** Every error body: a code, the Spanish sentence the portal shows, and one sentence per wrong field. */
export const ErrorBody = Type.Object({
  error: Type.String(),
  message: Type.String({ description: 'Texto en español' }),
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
});
