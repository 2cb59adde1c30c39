// The roles, spelled once. The API and the specification write them in several ways ('Titular', 'titular',
// 'Titular-CORPORATIVO'...), so every comparison is case-insensitive (access/module-access.ts hasRole and the
// tests below). scripts/check-imports.mjs refuses a role written as a string anywhere else.
export const ROLE = {
  holder: 'Titular',
  /** A holder with a CORPORATIVO affiliation (access/module-access.ts effectiveRole). */
  corporateHolder: 'Titular-CORPORATIVO',
  beneficiary: 'Beneficiario',
  seller: 'Vendedor',
  advisor: 'Asesor',
} as const;

export const HOLDER_ROLES = [ROLE.holder, ROLE.corporateHolder] as const;
export const MEMBER_ROLES = [...HOLDER_ROLES, ROLE.beneficiary] as const;
/** The sales staff: sell plans and take payments at the desk. */
export const STAFF_ROLES = [ROLE.seller, ROLE.advisor] as const;

const among = (roles: readonly string[], role: string): boolean => roles.some((r) => r.toLowerCase() === role.toLowerCase());

/** A holder: pays the plan and invites beneficiaries. */
export const isHolder = (role: string): boolean => among(HOLDER_ROLES, role);

/** A holder or a beneficiary: has a profile, a card, appointments (not the sales staff). */
export const isMember = (role: string): boolean => among(MEMBER_ROLES, role);

export const isBeneficiary = (role: string): boolean => among([ROLE.beneficiary], role);

export const isAdvisor = (role: string): boolean => among([ROLE.advisor], role);
