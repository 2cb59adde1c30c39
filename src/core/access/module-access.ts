// One function decides whether a user may use a module; the side menu and the route guard both call it.
import type { MenuItem } from './menu-items.ts';
import { ROLE } from './roles.ts';

export const EN_MORA = 'En Mora';
export const STAGE_WIN = 'win';
const CORPORATE_AFFILIATION = 'CORPORATIVO';

/** What module access depends on, read off the customer. */
export interface AccessSubject {
  role: string;
  affiliation: string | null;
  paymentStatus: string | null;
  /** The opportunity stage; null when the customer has no sales data. */
  stage: string | null;
  /** A caregiver acting for this person: the modules the grant opens (menu-items.ts `caregiver`); else absent. */
  granted?: readonly string[] | undefined;
}

export type Denial = 'mora' | 'stage' | 'role' | 'caregiver' | 'off';

/** Whether a caregiver's grant opens this entry (always true when nobody is acting). */
export function grantOpens(item: MenuItem, granted: readonly string[] | undefined): boolean {
  return granted === undefined || (item.caregiver !== undefined && granted.includes(item.caregiver));
}

const CORPORATE_SUFFIX = `-${CORPORATE_AFFILIATION}`;

/**
 * The role the side-menu table is matched with. A plain holder with a CORPORATIVO affiliation acts as
 * 'Titular-CORPORATIVO'. The suffix is added once and only to a plain holder, because that is the only
 * '-CORPORATIVO' role the table has: a role the API already sends as 'titular-corporativo' stays as it is, and a
 * corporate beneficiary or salesperson keeps their own role ('Beneficiario-CORPORATIVO' would match no module).
 */
export function effectiveRole({ role, affiliation }: Pick<AccessSubject, 'role' | 'affiliation'>): string {
  const plainHolder = role.toLowerCase() === ROLE.holder.toLowerCase();
  return affiliation === CORPORATE_AFFILIATION && plainHolder ? `${role}${CORPORATE_SUFFIX}` : role;
}

/** Why a module is closed to this user, or null when it is open. */
export function moduleDenial(item: MenuItem, subject: AccessSubject): Denial | null {
  if (item.status !== 'enabled') return 'off';
  // Before the member's own rules: what the member did not open, a caregiver never sees, arrears or not.
  if (!grantOpens(item, subject.granted)) return 'caregiver';
  if (subject.paymentStatus === EN_MORA) return 'mora';
  if (subject.stage !== null && subject.stage !== STAGE_WIN) return 'stage';
  return hasRole(item.roles, subject) ? null : 'role';
}

/** Whether the user's role (with the -CORPORATIVO rule) is one of `roles`, case-insensitive; none = open to all. */
export function hasRole(roles: readonly string[], subject: Pick<AccessSubject, 'role' | 'affiliation'>): boolean {
  if (roles.length === 0) return true;
  const role = effectiveRole(subject).toLowerCase();
  return roles.some((r) => r.toLowerCase() === role);
}

export function enabledModules(items: readonly MenuItem[], subject: AccessSubject): MenuItem[] {
  return items.filter((item) => moduleDenial(item, subject) === null);
}

/** The module whose area owns a path (the longest matching area among entries that are switched on). */
export function moduleForPath(items: readonly MenuItem[], path: string): MenuItem | undefined {
  return items
    .filter((item) => item.status === 'enabled' && (path === item.area || path.startsWith(`${item.area}/`)))
    .sort((a, b) => b.area.length - a.area.length)[0];
}

/** What the side-menu table says before the customer record arrives, from the role of the user-data cookie. */
export interface RoleModules {
  /** Open to this role whatever the affiliation: shown at once (arrears or an unwon stage may still close them). */
  byRole: MenuItem[];
  /** Open or closed by the affiliation (the -CORPORATIVO rule): a placeholder until the record says. */
  byRecord: MenuItem[];
}

export function modulesByRole(items: readonly MenuItem[], role: string, granted?: readonly string[]): RoleModules {
  const byRole: MenuItem[] = [];
  const byRecord: MenuItem[] = [];
  for (const item of items) {
    if (item.status !== 'enabled' || !grantOpens(item, granted)) continue;
    const plain = hasRole(item.roles, { role, affiliation: null });
    const corporate = hasRole(item.roles, { role, affiliation: CORPORATE_AFFILIATION });
    if (plain && corporate) byRole.push(item);
    else if (plain || corporate) byRecord.push(item);
  }
  return { byRole, byRecord };
}
