// Each operation the contract declares (contract/operations.ts) is served by one handler, bound here from its
// declaration alone: the method and path, the bearer (401 without one), the roles (403 for another) and the
// Idempotency-Key header are the operation's, said once in contract/. A domain lends a table of handlers, each under
// the operation's published operationId (contract/openapi.ts); an operation without a handler, or a handler for no
// declared operation, stops the sandbox at start-up, so what it serves is what the two documents describe.
import type { Context, Env, Hono, MiddlewareHandler } from 'hono';
import type { H } from 'hono/types';
import type { Deps, SandboxEnv } from './env.ts';
import { bearerAuth } from './middleware/bearer.ts';
import { idempotency, IDEMPOTENCY_HEADER } from './middleware/idempotency.ts';
import { requireRoles } from './middleware/roles.ts';
import { operationId, type OperationId } from '../../contract/openapi.ts';
import { operations as declared, type DeclaredOperation, type Operation } from '../../contract/operations.ts';

/** The operationId of each operation of `O` (contract/openapi.ts, at the type level). */
type IdOf<O> = O extends { method: infer M extends string; path: infer P extends string } ? OperationId<M, P> : never;

/** `/customers/{id}` as Hono types a route: `/customers/:id`. */
type RoutePath<P extends string> = P extends `${infer A}{${infer N}}${infer B}` ? `${A}:${N}${RoutePath<B>}` : P;

/**
 * The route a handler of the operation `Id` is written against: its declared path, so `c.req.param()` has exactly
 * the path's parameters (a handler reading one its path does not declare fails tsc).
 */
type PathOf<O, Id extends string> = O extends { path: infer P extends string } ? (IdOf<O> extends Id ? RoutePath<P> : never) : never;

/**
 * The context of a handler whose path declares the parameter `Name`, for a helper several such handlers share
 * (`const owned = (c: ParamContext<'id'>) => ...`): `c.req.param()` has that one, typed as in the handlers.
 */
export type ParamContext<Name extends string> = Context<SandboxEnv, `/:${Name}`>;

/** What bindOperations takes from each domain: its handler chains by operationId. */
export interface HandlerTable {
  chains(): ReadonlyMap<string, H[]>;
}

/**
 * One domain's handlers, by operationId: `app.handle('getBeneficiaries', (c) => ...)`. The ids and each handler's
 * path are the contract's declared operations (`O`; a test declares its own), so a name no operation has fails tsc.
 */
export class OperationHandlers<
  E extends Env = SandboxEnv,
  O extends Pick<Operation, 'method' | 'path'> = DeclaredOperation,
> implements HandlerTable {
  readonly #chains = new Map<string, H[]>();
  readonly #before: H[];

  /** `before`: middleware every handler of this table runs first, after its operation's gates (the staff's scope). */
  constructor(before: MiddlewareHandler<E>[] = []) {
    this.#before = before as H[];
  }

  /** Serves the operation `id` with its own middleware, if any, then its handler. */
  handle<Id extends IdOf<O>>(id: Id, ...chain: H<E, PathOf<O, Id>>[]): void {
    this.#add(id, [...this.#before, ...chain] as H[]);
  }

  /** Takes in the handlers of another file of the same domain. */
  include(other: HandlerTable): void {
    for (const [id, chain] of other.chains()) this.#add(id, chain);
  }

  chains(): ReadonlyMap<string, H[]> {
    return this.#chains;
  }

  #add(id: string, chain: H[]): void {
    if (this.#chains.has(id)) throw new Error(`sandbox: two handlers for ${id}`);
    this.#chains.set(id, chain);
  }
}

/** `/customers/{id}` as Hono writes it: `/customers/:id`. */
const routePath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

const parameterCount = (op: Operation) => (op.path.match(/\{/g) ?? []).length;

/** The gates every handler of `op` runs behind, from its declaration. */
function gates(op: Operation, deps: Deps): MiddlewareHandler<SandboxEnv>[] {
  if (op.auth !== 'bearer') return [];
  return [bearerAuth(deps), ...(op.roles ? [requireRoles(op.roles)] : [])];
}

/**
 * Registers on `app` every declared operation with its handler from `tables`; throws, naming them, when an operation
 * has no handler, a handler names no operation, or two tables serve the same one. `operations` is the contract's
 * list (a test passes another to plant a mismatch).
 */
export function bindOperations(app: Hono<SandboxEnv>, deps: Deps, tables: HandlerTable[], operations = declared): void {
  const handlers = new Map<string, H[]>();
  for (const table of tables) {
    for (const [id, chain] of table.chains()) {
      if (handlers.has(id)) throw new Error(`sandbox: two handlers for ${id}`);
      handlers.set(id, chain);
    }
  }
  const byId = new Map(operations.map((op) => [operationId(op), op]));
  const unhandled = [...byId.keys()].filter((id) => !handlers.has(id));
  const undeclared = [...handlers.keys()].filter((id) => !byId.has(id));
  if (unhandled.length || undeclared.length) {
    throw new Error(
      [
        unhandled.length ? `sandbox: declared operations without a handler: ${unhandled.join(', ')}` : '',
        undeclared.length ? `sandbox: handlers for no declared operation: ${undeclared.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; '),
    );
  }
  // A literal segment before a parameter (/sales/summary before /sales/{id}), as contract/check.ts matches a request
  // to its operation, so the handler that runs is the one whose operation the middleware judged.
  for (const op of [...operations].sort((a, b) => parameterCount(a) - parameterCount(b))) {
    const [handler, ...own] = [...(handlers.get(operationId(op)) ?? [])].reverse();
    const key = op.parameters?.find((p) => p.in === 'header' && p.name === IDEMPOTENCY_HEADER);
    // Last before the handler: a request another gate refused was never the payment's, so nothing is saved for it.
    const once = key ? [idempotency(deps, { required: key.required ?? false })] : [];
    app.on(op.method.toUpperCase(), [routePath(op.path)], ...gates(op, deps), ...own.reverse(), ...once, handler as H);
  }
}
