// The confirm step shared by cash and card terminal: the amount, the method's own fields, the server's answer
// when it refuses, and one request however often the button is pressed.
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { formatMoney } from '../../../i18n/format.ts';
import { staffPaymentTexts as t } from '../../../i18n/payments-staff.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { Check } from '../../../ui/icons.ts';
import { Link } from 'wouter';
import type { StaffPaymentInput } from '../api/staff-types.ts';
import { paymentPaths, salePaths } from '../../../core/routing/paths.ts';
import { useForm } from '../../../forms/use-form.ts';
import { withStaffQuery, type StaffQuery } from '../staff-query.ts';
import { useRegisterStaffPayment, type SendFailure } from '../use-register-staff-payment.ts';
import { StaffAmount } from './staff-amount.tsx';
import type { StaffData } from './staff-gate.tsx';
import { actions, stack } from './styles.ts';

interface Props {
  data: StaffData;
  query: StaffQuery;
  /** The request body, or null when a field is wrong (the form then shows why). */
  build: () => StaffPaymentInput | null;
  children: (failure: SendFailure | null) => ReactNode;
}

export function StaffPayForm({ data, query, build, children }: Props) {
  const [, navigate] = useLocation();
  const back = `~${withStaffQuery(paymentPaths.staffSite, query)}`;
  const desk = data.desks.find((d) => d.id === query.hq);
  const { send, running, failure } = useRegisterStaffPayment((payment) =>
    navigate(`~${query.sale ? salePaths.registered(query.sale) : paymentPaths.staffReceipt(payment.id)}`),
  );
  // The fields and their checks are the method's (build); the attempt's key, the one-request-at-a-time guard and
  // the server's refusal stay in useRegisterStaffPayment. The hook gives the submit.
  const form = useForm({
    id: 'staff-pay',
    initial: {},
    onSubmit: async () => {
      const input = build();
      if (input) await send({ ...input, ...(query.sale ? { sale_id: query.sale } : {}) });
    },
  });
  if (!desk) {
    return (
      <Alert
        type="warning"
        message={t.unknownHeadquarters}
        action={{
          label: t.changeSite,
          href: back.slice(1),
          onClick: (e) => {
            e.preventDefault();
            navigate(back);
          },
        }}
      />
    );
  }
  return (
    <form className={stack} onSubmit={form.submit} noValidate>
      <StaffAmount data={data} headquartersName={desk.name} />
      {children(failure)}
      {failure && <Alert type="danger" title={t.sendErrorTitle} message={`${failure.message} ${t.sendError}`} />}
      <div className={actions}>
        <Button type="submit" fullWidth icon={Check} loading={running}>
          {t.confirm(formatMoney(data.customer.open_amount_cents))}
        </Button>
        <Link href={back} className={buttonClass('ghost', 'md', true)}>
          {t.changeSite}
        </Link>
      </div>
    </form>
  );
}
