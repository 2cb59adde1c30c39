// Spec section 4: for a sales-force customer with an opportunity, the status shown is the payment status when
// the stage is 'win', otherwise the stage itself. Home's alerts and every sales list and detail read it here.
import { STAGE_WIN } from './module-access.ts';

export interface StatusSubject {
  account: { payment_status: string } | null;
  opportunity: { stage: string } | null;
}

export function shownStatus(customer: StatusSubject): string | null {
  const stage = customer.opportunity?.stage;
  if (stage && stage !== STAGE_WIN) return stage;
  return customer.account?.payment_status ?? null;
}
