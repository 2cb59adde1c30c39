// Which alerts the home screen shows (docs/specification.md, section 4), as plain data: the screen only pushes them.
import { homeAlertTexts as t } from '../../i18n/home.ts';
import { EN_MORA, STAGE_WIN } from '../../core/access/module-access.ts';
import { paths } from '../../core/paths.ts';
import { isHolder, isMember } from '../../core/roles.ts';
import { shownStatus } from '../../core/access/shown-status.ts';
import type { AlertType } from '../../core/alerts.ts';
import type { AccessFields } from '../../core/access/subject.ts';

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

function paymentStatusAlert(status: string | null): HomeAlert | null {
  switch (status) {
    case null:
      return null;
    case 'payment_pending':
      return { id: 'payment_pending', type: 'danger', close: false, ...t.paymentPending, route: paths.pay };
    case 'payment_confirmation_sent':
      return { id: 'payment_confirmation_sent', type: 'warning', close: true, ...t.paymentValidation };
    case EN_MORA:
      return { id: 'en_mora', type: 'danger', close: true, ...t.enMora, route: paths.pay };
    case 'Active':
      return { id: 'active', type: 'success', close: true, ...t.active, route: paths.services };
    default:
      // An opportunity stage that is not won yet ('negotiation', 'proposal'...).
      return { id: 'stage_pending', type: 'warning', close: true, ...t.stagePending };
  }
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

const completedAlert: HomeAlert = { id: 'completed', type: 'success', close: true, ...t.completed, route: paths.profile };
const inviteBeneficiaryAlert: HomeAlert = { id: 'invite_beneficiary', type: 'info', close: true, ...t.inviteBeneficiary, route: paths.subscription };

/**
 * Every alert of the home screen, in the order they are pushed. `generalStatus` is undefined until the
 * form values arrive (or when they fail: docs/specification.md, section 8 swallows that error); `beneficiaryCount` likewise.
 */
export function homeAlerts(customer: HomeCustomer, generalStatus?: string, beneficiaryCount?: number): HomeAlert[] {
  const alerts: HomeAlert[] = [];
  const completed = isCompleted(customer, generalStatus);
  const status = paymentStatusAlert(shownStatus(customer));
  // Once the profile is complete, "complete your profile" gives way to the Completed alert.
  if (status && !(completed && status.id === 'active')) alerts.push(status);
  if (completed) alerts.push(completedAlert);
  // Only where its button leads somewhere: the subscription module is closed in arrears or before a won stage.
  const canInvite = customer.account?.payment_status !== EN_MORA && shownStatus(customer) === customer.account?.payment_status;
  if (canInvite && isHolder(customer.role) && beneficiaryCount === 0) alerts.push(inviteBeneficiaryAlert);
  return alerts;
}
