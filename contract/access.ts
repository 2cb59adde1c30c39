// Object-level authorization, declared once per operation: which request value names which kind of object, and
// who may reach it. The sandbox enforces it from this declaration alone (demo-host/sandbox/middleware/authorize.ts),
// the conformance kit probes it against any server (conformance/authorization.ts), and openapi.ts publishes it as
// `x-access`, so a provider's backend reads the same rule its tests will check.

/**
 * The kinds of object an id can name. Each resolves, on the server, to the customer who owns it: a customer is
 * its own owner, a beneficiary belongs to its holder, a charge, payment, agreement, sale or desk payment to the
 * customer it is for; a caregiver grant to the member who gave it.
 */
export type ObjectKind = 'customer' | 'beneficiary' | 'charge' | 'payment' | 'agreement' | 'sale' | 'staff-payment' | 'caregiver-grant';

/**
 * Who reaches an owner's objects (nobody else does):
 * - `self`: the owner is one of the token's persons (`profiles`);
 * - `advisor`: a Vendedor whose advisor sold the owner (the sale's `advisor_id`), or any Asesor.
 */
export type Reach = 'self' | 'advisor';

// A type, not an interface, so openapi.ts can write it as plain JSON (an interface has no index signature).
export type Access = {
  kind: ObjectKind;
  /** Where the id is: a path parameter, a query parameter or a field of the JSON body. */
  in: 'path' | 'query' | 'body';
  name: string;
  reach: Reach[];
  /** The Spanish sentence of the 403 for an object the caller may not reach. */
  message: string;
};

/** The 403's sentence when the operation says none of its own. */
export const NOT_YOURS = 'No tienes acceso a los datos de otra persona.';

const at =
  (where: Access['in']) =>
  (kind: ObjectKind, name: string, reach: Reach[], message = NOT_YOURS): Access => ({ kind, in: where, name, reach, message });

/** `access: inPath('customer', 'id', ['self', 'advisor'])`: the path's `{id}` is a customer the caller must reach. */
export const inPath = at('path');
export const inQuery = at('query');
export const inBody = at('body');
