// The roles whose rules the code tests, lower-cased: the API writes them in several ways ('Titular',
// 'titular-corporativo'...), so every comparison is case-insensitive. The side menu keeps the specification's own
// spellings in its table (access/menu-items.ts).
const HOLDER_ROLES = ['titular', 'titular-corporativo'];
const MEMBER_ROLES = [...HOLDER_ROLES, 'beneficiario'];

/** A holder: pays the plan and invites beneficiaries. */
export const isHolder = (role: string): boolean => HOLDER_ROLES.includes(role.toLowerCase());

/** A holder or a beneficiary: has a profile, a card, appointments (not the sales staff). */
export const isMember = (role: string): boolean => MEMBER_ROLES.includes(role.toLowerCase());

export const isBeneficiary = (role: string): boolean => role.toLowerCase() === 'beneficiario';
