// Signing up holders and invited beneficiaries.
// Declared once: the portal takes the types (type-only imports), the sandbox checks bodies against the
// schemas and /openapi.json shows them (contract/openapi.ts).
import { DateTime, Nullable, type Static, Type, named } from '../../contract/schema.ts';

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
export const registrationSchemas = [named('Invitation', Invitation)];
