// The one list of the sandbox's domains. app.ts registers each one's routes in this order and mounts every test
// control under /__sandbox in one place; the Store seeds each slice in this order too (a domain whose seed adds to
// another's slice comes after it: sales after accounts, beneficiaries and payments). Routes of different domains
// never overlap, so their order is only the seeding's; within a domain, routes.ts keeps its own order.
import type { Deps, SandboxApp } from '../env.ts';
import type { HandChecks } from '../middleware/validate-requests.ts';
import { accountControls } from './accounts/controls.ts';
import { accountRoutes } from './accounts/routes.ts';
import { accountsState } from './accounts/state.ts';
import { appointmentRoutes } from './appointments/routes.ts';
import { appointmentsState } from './appointments/state.ts';
import { beneficiaryChecks, beneficiaryRoutes } from './beneficiaries/routes.ts';
import { beneficiariesState } from './beneficiaries/state.ts';
import { cardRoutes } from './cards/routes.ts';
import { caregiverRoutes } from './caregivers/routes.ts';
import { caregiversState } from './caregivers/state.ts';
import { formRoutes } from './forms/routes.ts';
import { formsState } from './forms/state.ts';
import { harnessControls } from './harness/controls.ts';
import { openapiRoutes } from './harness/routes.ts';
import { harnessState } from './harness/state.ts';
import { headquartersRoutes } from './headquarters/routes.ts';
import { headquartersState } from './headquarters/state.ts';
import { medicalRecordRoutes } from './medical-record/routes.ts';
import { memberServiceControls } from './member-services/controls.ts';
import { pqrChecks } from './member-services/pqrs.ts';
import { memberServiceRoutes } from './member-services/routes.ts';
import { memberServicesState } from './member-services/state.ts';
import { outboxControls } from './outbox/controls.ts';
import { outboxState } from './outbox/state.ts';
import { paymentControls } from './payments/controls.ts';
import { paymentsDomainRoutes } from './payments/routes.ts';
import { paymentsState } from './payments/state.ts';
import { planRoutes } from './plans/routes.ts';
import { registrationChecks, registrationRoutes } from './registration/routes.ts';
import { registrationState } from './registration/state.ts';
import { reminderControls } from './reminders/controls.ts';
import { reminderChecks, reminderRoutes } from './reminders/routes.ts';
import { remindersState } from './reminders/state.ts';
import { salesChecks, salesRoutes } from './sales/routes.ts';
import { salesState } from './sales/state.ts';
import { staffPaymentChecks, staffPaymentRoutes } from './staff-payments/routes.ts';
import { staffPaymentsState } from './staff-payments/state.ts';
import { subscriptionRoutes } from './subscriptions/routes.ts';
import { subscriptionsState } from './subscriptions/state.ts';

/** `POST /__sandbox/reset`: back to the seed; a test may ask for another access-token lifetime until the next one. */
export type Reset = (accessTtlSeconds?: number) => void;

/** One folder of domains/ (README.md there says what each holds). */
export interface Domain {
  name: string;
  /** Its calls. */
  routes?: (deps: Deps) => SandboxApp;
  /** Its test controls, with paths relative to /__sandbox (app.ts mounts them all there). */
  controls?: (deps: Deps, reset: Reset) => SandboxApp;
  /**
   * Its slice of the Store, fresh from its seed (state.ts); the Store's reset calls it with the slices built so far
   * (typed by each state.ts as what it reads, so the Store's type can be made of the slices).
   */
  state?: (store: never) => object;
  /** The rules of its request bodies a schema cannot say, for the request check's 422 (middleware/validate-requests.ts). */
  handChecks?: HandChecks;
}

export const domains = [
  { name: 'accounts', routes: accountRoutes, controls: accountControls, state: accountsState },
  { name: 'registration', routes: registrationRoutes, state: registrationState, handChecks: registrationChecks },
  { name: 'plans', routes: planRoutes },
  { name: 'reminders', routes: reminderRoutes, controls: reminderControls, state: remindersState, handChecks: reminderChecks },
  { name: 'beneficiaries', routes: beneficiaryRoutes, state: beneficiariesState, handChecks: beneficiaryChecks },
  { name: 'forms', routes: formRoutes, state: formsState },
  { name: 'appointments', routes: appointmentRoutes, state: appointmentsState },
  { name: 'medical-record', routes: medicalRecordRoutes },
  { name: 'headquarters', routes: headquartersRoutes, state: headquartersState },
  {
    name: 'member-services',
    routes: memberServiceRoutes,
    controls: memberServiceControls,
    state: memberServicesState,
    handChecks: pqrChecks,
  },
  { name: 'payments', routes: paymentsDomainRoutes, controls: paymentControls, state: paymentsState },
  { name: 'staff-payments', routes: staffPaymentRoutes, state: staffPaymentsState, handChecks: staffPaymentChecks },
  { name: 'sales', routes: salesRoutes, state: salesState, handChecks: salesChecks },
  { name: 'outbox', controls: outboxControls, state: outboxState },
  { name: 'cards', routes: cardRoutes },
  { name: 'subscriptions', routes: subscriptionRoutes, state: subscriptionsState },
  { name: 'caregivers', routes: caregiverRoutes, state: caregiversState },
  { name: 'harness', routes: openapiRoutes, controls: harnessControls, state: harnessState },
] as const satisfies readonly Domain[];
