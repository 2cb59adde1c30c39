// Who the access token says the user is. Part of the contract (docs/contract.md, "Identity"): a provider's
// identity server need not mint the sandbox's `profiles` claim, so the claim names come from the frontend
// configuration and the standard OpenID Connect claims are understood when nothing else is there.
import { decodeJwtPayload, type Profile } from './jwt.ts';

/** Names of the claims read; every one may be renamed by the frontend configuration's `claims`. */
export interface IdentityClaimNames {
  /** A list of persons the login may act as, each `{ id, role, affiliation, first_name, first_lastname }`. */
  profiles: string;
  /** Without that list, the one person is read from these top-level claims. */
  id: string;
  role: string;
  affiliation: string;
  first_name: string;
  first_lastname: string;
}

export const DEFAULT_CLAIM_NAMES: IdentityClaimNames = {
  profiles: 'profiles',
  id: 'sub',
  role: 'role',
  affiliation: 'affiliation',
  first_name: 'given_name',
  first_lastname: 'family_name',
};

type Claims = Record<string, unknown>;

const text = (value: unknown): string | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() ? value : undefined;
};

/** One person from an object, or undefined when it lacks what the portal needs to act as them (id and role). */
function personFrom(source: Claims, names: IdentityClaimNames): Profile | undefined {
  const id = text(source[names.id]);
  const role = text(source[names.role]);
  if (!id || !role) return undefined;
  const affiliation = text(source[names.affiliation]) ?? null;
  return {
    id,
    role,
    affiliation,
    first_name: text(source[names.first_name]) ?? '',
    first_lastname: text(source[names.first_lastname]) ?? '',
  };
}

// The profiles list keeps the field names the portal's own API uses; the OIDC names are accepted inside it too.
const LIST_ITEM_NAMES: IdentityClaimNames[] = [
  { profiles: '', id: 'id', role: 'role', affiliation: 'affiliation', first_name: 'first_name', first_lastname: 'first_lastname' },
  { ...DEFAULT_CLAIM_NAMES, profiles: '' },
];

function itemFrom(item: unknown): Profile | undefined {
  if (!item || typeof item !== 'object') return undefined;
  for (const names of LIST_ITEM_NAMES) {
    const person = personFrom(item as Claims, names);
    if (person) return person;
  }
  return undefined;
}

/**
 * The persons an access token lets the user act as, or null when the portal cannot read it (not a JWT, no
 * payload, no usable claims). Never throws: an unreadable token is an answer the login screen explains.
 */
export function readIdentity(token: string, configured?: Partial<IdentityClaimNames>): Profile[] | null {
  const names: IdentityClaimNames = { ...DEFAULT_CLAIM_NAMES, ...configured };
  let claims: unknown;
  try {
    claims = decodeJwtPayload<unknown>(token);
  } catch {
    return null;
  }
  if (!claims || typeof claims !== 'object' || Array.isArray(claims)) return null;
  const list = (claims as Claims)[names.profiles];
  if (Array.isArray(list)) {
    // An empty list is a login with no person of its own: a caregiver who only helps others (issue 31), whom
    // the login sends on to choose whom to help (features/auth/after-login.ts).
    if (list.length === 0) return [];
    const persons = list.map(itemFrom);
    // One unreadable entry makes the whole list suspect: better no session than acting as the wrong person.
    if (persons.some((p) => !p)) return null;
    return persons as Profile[];
  }
  const one = personFrom(claims as Claims, names);
  return one ? [one] : null;
}
