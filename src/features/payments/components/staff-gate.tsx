// What every staff payment screen does before its form: know the customer from the address, load them and the
// headquarters, and say plainly (with a way back) when the customer is missing, unknown, someone else's or
// owes nothing.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { listHeadquarters, type Headquarters } from '../../../api/list-headquarters.ts';
import { staffPaymentTexts as t } from '../../../i18n/payments-staff.ts';
import { Alert } from '../../../ui/alert.tsx';
import { buttonClass } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { CircleCheck } from '../../../ui/icons.ts';
import { getStaffCustomer } from '../api/get-staff-customer.ts';
import type { StaffCustomer } from '../api/staff-types.ts';
import { salePaths } from '../../../core/routing/paths.ts';
import { staffListPath, type StaffQuery } from '../staff-query.ts';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';

export interface StaffData {
  customer: StaffCustomer;
  /** The headquarters with a payment desk, where money can be taken. */
  desks: Headquarters[];
}

async function loadStaffData(customerId: string): Promise<StaffData> {
  const [customer, headquarters] = await Promise.all([getStaffCustomer(customerId), listHeadquarters()]);
  return { customer, desks: headquarters.filter((h) => h.payment_desk) };
}

/** A link to the customer list that stays inside the portal (no page load, which would drop an embedded session). */
function useToList() {
  const [, navigate] = useLocation();
  const href = staffListPath();
  return {
    label: t.toList,
    href,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      navigate(`~${href}`);
    },
  };
}

function Loaded({ customerId, children }: { customerId: string; children: (data: StaffData) => ReactNode }) {
  const remote = useRemote(() => loadStaffData(customerId), customerId, { afterConfig: true });
  const toList = useToList();
  if (remote.status === 'error' && remote.httpStatus === 404)
    return <Alert type="warning" title={t.unknownCustomerTitle} message={remote.error} action={toList} />;
  if (remote.status === 'error' && remote.httpStatus === 403)
    return <Alert type="danger" title={t.refusedTitle} message={remote.error} action={toList} />;
  return (
    <RemoteView remote={remote} errorTitle={t.loadError} loadingLabel={t.loading}>
      {(data) =>
        data.customer.open_amount_cents > 0 ? (
          children(data)
        ) : (
          <EmptyState
            title={t.nothingOwedTitle}
            message={t.nothingOwed}
            icon={CircleCheck}
            action={
              <Link href={`~${salePaths.customer(customerId)}`} className={buttonClass('secondary')}>
                {t.toCustomer}
              </Link>
            }
          />
        )
      }
    </RemoteView>
  );
}

export function StaffGate({ query, children }: { query: StaffQuery; children: (data: StaffData) => ReactNode }) {
  const toList = useToList();
  if (!query.customer) return <Alert type="info" title={t.noCustomerTitle} message={t.noCustomer} action={toList} />;
  return (
    <Loaded key={query.customer} customerId={query.customer}>
      {children}
    </Loaded>
  );
}
