import { Link } from 'wouter';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { CreditCard, RotateCw } from '../../../ui/icons.ts';
import { commonTexts, resultTexts as t } from '../../../i18n/payments.ts';
import type { Payment } from '../api/types.ts';
import { openGateway } from '../gateway.ts';
import { paths, paymentPaths } from '../../../core/routing/paths.ts';
import { withSelection } from '../selection.ts';
import { actions } from './styles.ts';

const link = (href: string, label: string, variant: 'primary' | 'secondary' | 'ghost' = 'secondary') => (
  <Link href={`~${href}`} className={buttonClass(variant, 'md', true)}>
    {label}
  </Link>
);

/** What the member can do next: see the receipt, try again or another way, or ask again how it went. */
export function ResultActions({ payment, recheck, rechecking }: { payment: Payment; recheck: () => void; rechecking: boolean }) {
  const other = link(withSelection(paymentPaths.method, payment.charge_ids), t.otherMethod, 'ghost');
  if (payment.status === 'approved') {
    return (
      <div className={actions}>
        {link(paymentPaths.receipt(payment.id), t.receipt, 'primary')}
        {link(paths.home, commonTexts.home)}
      </div>
    );
  }
  if (payment.status === 'pending') {
    return (
      <div className={actions}>
        <Button fullWidth icon={RotateCw} loading={rechecking} onClick={recheck}>
          {t.checkAgain}
        </Button>
        {link(paths.home, commonTexts.home)}
      </div>
    );
  }
  if (payment.status === 'created' && payment.checkout_url) {
    const url = payment.checkout_url;
    return (
      <div className={actions}>
        <Button fullWidth icon={CreditCard} onClick={() => void openGateway(url)}>
          {t.continueCard}
        </Button>
        {other}
      </div>
    );
  }
  return (
    <div className={actions}>
      {link(withSelection(paymentPaths.bold, payment.charge_ids), t.retryCard, 'primary')}
      {other}
    </div>
  );
}
