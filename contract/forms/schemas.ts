// A customer's forms (the affiliate profile, perfil-afiliado).
// Declared once: the portal takes the types (type-only imports), the sandbox checks bodies against the
// schemas and /openapi.json shows them (contract/openapi.ts).
import { type Static, StringEnum, Type, named } from '../schema.ts';

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

/** What /openapi.json lists under components.schemas for this domain. */
export const formsSchemas = [named('FormValues', FormValues)];
