// A petition, complaint, claim or suggestion, as GET /pqrs and POST /pqrs answer it: the contract's shapes,
// declared once as schemas (type-only: nothing of them reaches the portal's chunks).
export type { ContactPreference, Pqr, PqrStatus, PqrType } from '#contract/member-services/schemas.ts';
