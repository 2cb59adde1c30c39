// The plans one can sign up for.
// Declared once: the portal takes the types (type-only imports), the sandbox checks bodies against the
// schemas and /openapi.json shows them (contract/openapi.ts).
import { type Static, StringEnum, Type, named } from '../schema.ts';

export const CatalogPlan = Type.Object({
  code: Type.String({ examples: ['FAMILIAR'] }),
  name: Type.String({ examples: ['Plan Familiar'] }),
  kind: StringEnum(['individual', 'family', 'corporate']),
  max_beneficiaries: Type.Integer({ minimum: 0, description: '0 en los planes individuales' }),
  monthly_price_cents: Type.Integer({ minimum: 0 }),
  yearly_price_cents: Type.Integer({ minimum: 0 }),
  currency: Type.Literal('EUR'),
  coverage: Type.Array(Type.String(), { description: 'Qué cubre, en español' }),
  rank: Type.Integer({ minimum: 1, description: 'Mayor = más cobertura' }),
});
export type CatalogPlan = Static<typeof CatalogPlan>;

/** What /openapi.json lists under components.schemas for this domain. */
export const plansSchemas = [named('CatalogPlan', CatalogPlan)];
