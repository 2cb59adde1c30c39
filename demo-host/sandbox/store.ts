// All mutable state of one sandbox instance. Each domain owns its slice: its type and how to build it from the
// seed are in domains/<domain>/state.ts, and the Store is every slice together (`store.charges`, `store.users`...),
// rebuilt by `reset` from the list of slices in domains/states.ts. What is left here is the Store's own: the ids
// made during a run and the lookups every domain uses.
import { states } from './domains/states.ts';
import type { Beneficiary } from '../../contract/beneficiaries/schemas.ts';
import type { Customer } from '../../contract/accounts/schemas.ts';
import type { User } from './domains/accounts/state.ts';

type SliceOf<D> = D extends (store: never) => infer S ? S : never;
type Together<U> = (U extends unknown ? (slice: U) => void : never) extends (slice: infer I) => void ? I : never;

/** Every domain's slice of state, as one object. */
export type DomainState = Together<SliceOf<(typeof states)[number]>>;

class SandboxStore {
  private sequence = 0;

  constructor() {
    (this as unknown as Store).reset();
  }

  /** Back to the seed: every domain's slice rebuilt, in the list's order (a seed may add to an earlier slice). */
  reset(this: Store): void {
    this.sequence = 0;
    for (const state of states) Object.assign(this, state(this));
  }

  /** Ids made during a run are distinct from the seed's and start over on reset, so tests can predict them. */
  nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}-${9000 + this.sequence}`;
  }

  userByEmail(this: Store, email: string): User | undefined {
    const wanted = email.trim().toLowerCase();
    return this.users.find((user) => user.email === wanted);
  }

  customer(this: Store, id: string): Customer | undefined {
    return this.customers.find((customer) => customer.id === id);
  }

  beneficiary(this: Store, id: string): Beneficiary | undefined {
    return this.beneficiaries.find((beneficiary) => beneficiary.id === id);
  }
}

export type Store = SandboxStore & DomainState;
export const Store = SandboxStore as new () => Store;
