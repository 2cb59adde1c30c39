// The sandbox's domains and what each serves: app.ts binds each one's handlers, its calls' and its test controls',
// to the operations the contract declares (bind.ts), so which path a handler answers is its operation's and the
// order here says nothing. Each domain's slice of the Store is listed apart, in seeding order (states.ts).
import type { OperationHandlers } from '../bind.ts';
import type { Deps, Reset } from '../env.ts';
import type { HandChecks } from '../middleware/validate-requests.ts';
import { accountControls } from './accounts/controls.ts';
import { accountRoutes } from './accounts/routes.ts';
import { appointmentRoutes } from './appointments/routes.ts';
import { beneficiaryChecks, beneficiaryRoutes } from './beneficiaries/routes.ts';
import { cardRoutes } from './cards/routes.ts';
import { caregiverRoutes } from './caregivers/routes.ts';
import { formRoutes } from './forms/routes.ts';
import { harnessControls } from './harness/controls.ts';
import { openapiRoutes } from './harness/routes.ts';
import { headquartersRoutes } from './headquarters/routes.ts';
import { medicalRecordRoutes } from './medical-record/routes.ts';
import { memberServiceControls } from './member-services/controls.ts';
import { pqrChecks } from './member-services/pqrs.ts';
import { memberServiceRoutes } from './member-services/routes.ts';
import { outboxControls } from './outbox/controls.ts';
import { paymentControls } from './payments/controls.ts';
import { paymentsDomainRoutes } from './payments/routes.ts';
import { planRoutes } from './plans/routes.ts';
import { registrationChecks, registrationRoutes } from './registration/routes.ts';
import { reminderControls } from './reminders/controls.ts';
import { reminderChecks, reminderRoutes } from './reminders/routes.ts';
import { salesChecks, salesRoutes } from './sales/routes.ts';
import { staffPaymentChecks, staffPaymentRoutes } from './staff-payments/routes.ts';
import { subscriptionRoutes } from './subscriptions/routes.ts';

/** One folder of domains/ (README.md there says what each holds). */
export interface Domain {
  name: string;
  /** Its calls' handlers, by operationId. */
  routes?: (deps: Deps) => OperationHandlers;
  /** Its test controls' handlers (operations under /__sandbox/, contract/audience.ts). */
  controls?: (deps: Deps, reset: Reset) => OperationHandlers;
  /** The rules of its request bodies a schema cannot say, for the request check's 422 (middleware/validate-requests.ts). */
  handChecks?: HandChecks;
}

export const domains = [
  { name: 'accounts', routes: accountRoutes, controls: accountControls },
  { name: 'registration', routes: registrationRoutes, handChecks: registrationChecks },
  { name: 'plans', routes: planRoutes },
  { name: 'reminders', routes: reminderRoutes, controls: reminderControls, handChecks: reminderChecks },
  { name: 'beneficiaries', routes: beneficiaryRoutes, handChecks: beneficiaryChecks },
  { name: 'forms', routes: formRoutes },
  { name: 'appointments', routes: appointmentRoutes },
  { name: 'medical-record', routes: medicalRecordRoutes },
  { name: 'headquarters', routes: headquartersRoutes },
  {
    name: 'member-services',
    routes: memberServiceRoutes,
    controls: memberServiceControls,
    handChecks: pqrChecks,
  },
  { name: 'payments', routes: paymentsDomainRoutes, controls: paymentControls },
  { name: 'staff-payments', routes: staffPaymentRoutes, handChecks: staffPaymentChecks },
  { name: 'sales', routes: salesRoutes, handChecks: salesChecks },
  { name: 'outbox', controls: outboxControls },
  { name: 'cards', routes: cardRoutes },
  { name: 'subscriptions', routes: subscriptionRoutes },
  { name: 'caregivers', routes: caregiverRoutes },
  { name: 'harness', routes: openapiRoutes, controls: harnessControls },
] as const satisfies readonly Domain[];
