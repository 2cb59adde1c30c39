// The Store's slices, one per domain that keeps state, in seeding order: a domain whose seed adds to another's slice
// comes after it (sales after accounts, beneficiaries and payments). The Store's type and its reset are made from
// this list alone (store.ts), apart from the handlers (index.ts), which read the Store: so the Store's type does not
// depend on every route of the sandbox, and a route importing the Store makes no cycle.
import { accountsState } from './accounts/state.ts';
import { appointmentsState } from './appointments/state.ts';
import { beneficiariesState } from './beneficiaries/state.ts';
import { caregiversState } from './caregivers/state.ts';
import { formsState } from './forms/state.ts';
import { harnessState } from './harness/state.ts';
import { headquartersState } from './headquarters/state.ts';
import { memberServicesState } from './member-services/state.ts';
import { outboxState } from './outbox/state.ts';
import { paymentsState } from './payments/state.ts';
import { registrationState } from './registration/state.ts';
import { remindersState } from './reminders/state.ts';
import { salesState } from './sales/state.ts';
import { staffPaymentsState } from './staff-payments/state.ts';
import { subscriptionsState } from './subscriptions/state.ts';

/**
 * Each builds its slice fresh from its seed; the Store's reset calls it with the slices built so far (typed by each
 * state.ts as what it reads, so the Store's type can be made of the slices).
 */
export const states = [
  accountsState,
  registrationState,
  remindersState,
  beneficiariesState,
  formsState,
  appointmentsState,
  headquartersState,
  memberServicesState,
  paymentsState,
  staffPaymentsState,
  salesState,
  outboxState,
  subscriptionsState,
  caregiversState,
  harnessState,
] as const satisfies readonly ((store: never) => object)[];
