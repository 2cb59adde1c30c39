// A holder's beneficiaries.
// Declared once: the portal takes the types (type-only imports), the sandbox checks bodies against the
// schemas and /openapi.json shows them (contract/openapi.ts).
import { DateTime, IsoDate, Nullable, type Static, StringEnum, Type, named } from '../schema.ts';

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

/** What /openapi.json lists under components.schemas for this domain. */
export const beneficiariesSchemas = [named('BeneficiaryInput', BeneficiaryInput), named('Beneficiary', Beneficiary)];
