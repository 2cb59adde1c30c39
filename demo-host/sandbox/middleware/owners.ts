// One resolver per kind of object the contract names (contract/access.ts): the customer who owns it, or undefined
// when there is no such object (the route then answers its own 404). Every operation that takes an id is
// authorized through these and reach() below, never by a check of its own.
import type { ObjectKind, Reach } from '../../../contract/access.ts';
import type { Bearer, Deps } from '../env.ts';
import type { Store } from '../store.ts';
import { staffScope } from '../domains/sales/access.ts';

export const owners: Record<ObjectKind, (store: Store, id: string) => string | undefined> = {
  customer: (store, id) => (store.customer(id) ?? store.beneficiary(id))?.id,
  beneficiary: (store, id) => store.beneficiary(id)?.titular_id,
  charge: (store, id) => store.charges.find((charge) => charge.id === id)?.customer_id,
  payment: (store, id) => store.payments.find((payment) => payment.id === id)?.customer_id,
  agreement: (store, id) => store.agreements.find((agreement) => agreement.id === id)?.customer_id,
  sale: (store, id) => store.sales.find((sale) => sale.id === id)?.customer_id,
  'staff-payment': (store, id) => store.staffPayments.find((payment) => payment.id === id)?.customer_id,
  'caregiver-grant': (store, id) => store.caregiverGrants.find((grant) => grant.id === id)?.grantor_id,
};

/** Whether the bearer reaches what `owner` owns by one of the relations the operation names. */
export function reaches(bearer: Bearer, owner: string, reach: readonly Reach[], deps: Deps): boolean {
  const { store } = deps;
  const by: Record<Reach, () => boolean> = {
    self: () => bearer.profiles.some((profile) => profile.id === owner),
    advisor: () => {
      const scope = staffScope(bearer, deps);
      if (!scope) return false;
      return scope.advisorId === null || store.sales.some((sale) => sale.customer_id === owner && sale.advisor_id === scope.advisorId);
    },
  };
  return reach.some((relation) => by[relation]());
}
