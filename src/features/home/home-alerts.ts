// Which alerts the home screen shows (docs/specification.md, section 4), as plain data: the screen only pushes them.
import { homeAlertTexts as t } from '../../i18n/home.ts';
import { EN_MORA, STAGE_WIN } from '../../core/access/module-access.ts';
import { paths } from '../../core/routing/paths.ts';
import { isHolder, isMember } from '../../core/access/roles.ts';
import { shownStatus } from '../../core/access/shown-status.ts';
import type { AlertType } from '../../core/feedback/alerts.ts';
import type { AccessFields } from '../../core/access/subject.ts';
import type { PaymentStatus } from '../../api/types.ts';
import { logError } from '../../core/errors/logger.ts';

export interface HomeAlert {
  id: string;
  type: AlertType;
  title: string;
  message: string;
  /** Whether the user may close it. */
  close: boolean;
  buttonTitle?: string;
  route?: string;
}

/** What the alerts read off the customer record: the fields module access reads, less the affiliation. */
export type HomeCustomer = Pick<AccessFields, 'role' | 'account' | 'opportunity'>;

const completedAlert: HomeAlert = { id: 'completed', type: 'success', close: true, ...t.completed, route: paths.profile };
const inviteBeneficiaryAlert: HomeAlert = {
  id: 'invite_beneficiary',
  type: 'info',
  close: true,
  ...t.inviteBeneficiary,
  route: paths.subscription,
};

/** One alert per payment status of spec section 4: a Record, so a status added to the type without its alert does not compile. */
const statusAlerts: Record<PaymentStatus, HomeAlert> = {
  payment_pending: { id: 'payment_pending', type: 'danger', close: false, ...t.paymentPending, route: paths.pay },
  payment_confirmation_sent: { id: 'payment_confirmation_sent', type: 'warning', close: true, ...t.paymentValidation },
  [EN_MORA]: { id: 'en_mora', type: 'danger', close: true, ...t.enMora, route: paths.pay },
  Active: { id: 'active', type: 'success', close: true, ...t.active, route: paths.services },
  Completed: completedAlert,
  InviteBeneficiary: inviteBeneficiaryAlert,
};

const isKnownStatus = (status: string): status is PaymentStatus => Object.hasOwn(statusAlerts, status);

/** Statuses already reported: a home visited ten times logs a new value once per page load, not ten times. */
const reported = new Set<string>();

function unknownStatus(status: string): null {
  if (!reported.has(status)) {
    reported.add(status);
    logError('data', 'home', new Error(`Unknown payment status "${status}": no alert shown`));
  }
  return null;
}

function statusAlert(customer: HomeCustomer): HomeAlert | null {
  const stage = customer.opportunity?.stage;
  // An opportunity stage that is not won yet ('negotiation', 'proposal'...) is what the spec shows instead of
  // the payment status; the modules are closed, so the member is told why.
  if (stage && stage !== STAGE_WIN) return { id: 'stage_pending', type: 'warning', close: true, ...t.stagePending };
  const status = shownStatus(customer);
  if (status === null) return null;
  // A value the provider adds later must not alarm the member with a made-up alert: nothing shows, it is logged.
  return isKnownStatus(status) ? statusAlerts[status] : unknownStatus(status);
}

/** The Completed alert: profile form done, not in arrears, stage won, and a holder or beneficiary. */
function isCompleted(customer: HomeCustomer, generalStatus: string | undefined): boolean {
  return (
    generalStatus !== undefined &&
    generalStatus !== 'PENDING' &&
    customer.account?.payment_status !== EN_MORA &&
    (customer.opportunity === null || customer.opportunity.stage === STAGE_WIN) &&
    isMember(customer.role)
  );
}

/**
 * Every alert of the home screen, in the order they are pushed. `generalStatus` is undefined until the
 * form values arrive (or when they fail: docs/specification.md, section 8 swallows that error); `beneficiaryCount` likewise.
 */
export function homeAlerts(customer: HomeCustomer, generalStatus?: string, beneficiaryCount?: number): HomeAlert[] {
  const alerts: HomeAlert[] = [];
  const completed = isCompleted(customer, generalStatus);
  const status = statusAlert(customer);
  // Once the profile is complete, "complete your profile" gives way to the Completed alert.
  if (status && !(completed && status.id === 'active')) alerts.push(status);
  if (completed) alerts.push(completedAlert);
  // Only where its button leads somewhere: the subscription module is closed in arrears or before a won stage.
  const canInvite = customer.account?.payment_status !== EN_MORA && shownStatus(customer) === customer.account?.payment_status;
  if (canInvite && isHolder(customer.role) && beneficiaryCount === 0) alerts.push(inviteBeneficiaryAlert);
  // A status alert and the form's or the nudge's can be the same alert (Completed, InviteBeneficiary): once.
  return alerts.filter((alert, i) => alerts.findIndex((a) => a.id === alert.id) === i);
}
