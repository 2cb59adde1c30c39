// /home/payment-bold?cargos=...: the step before the hosted card gateway. Creates the payment (its order) and
// leaves for the gateway; the result screens then ask the sandbox how it went.
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { currentUser } from '../../../core/session/user.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { Lock } from '../../../ui/icons.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { boldTexts as t, commonTexts } from '../../../i18n/payments.ts';
import type { Charge } from '../api/types.ts';
import { ChargeList } from '../components/charge-list.tsx';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { StaleSelection } from '../components/stale-selection.tsx';
import { actions, stack } from '../components/styles.ts';
import { gatewayReturn, openGateway } from '../gateway.ts';
import { paymentPaths } from '../../../core/routing/paths.ts';
import { totalCents, withSelection } from '../selection.ts';
import { useSelectedCharges } from '../use-owed.ts';
import { useStartPayment } from '../use-start-payment.ts';
import { formatMoney } from '../../../i18n/format.ts';

function Checkout({ charges }: { charges: Charge[] }) {
  const ids = charges.map((charge) => charge.id);
  const { start, running, error } = useStartPayment((payment) => openGateway(payment.checkout_url ?? ''));
  const pay = async () => {
    const return_url = await gatewayReturn(paymentPaths.approval);
    await start({ customer_id: currentUser()?.id ?? '', charge_ids: ids, method: 'card', return_url }, `card:${ids.join(',')}`);
  };
  return (
    <div className={stack}>
      <ChargeList charges={charges} label={t.title} />
      <p>{t.explanation}</p>
      {error && <Alert type="danger" title={t.startErrorTitle} message={`${error} ${t.startError}`} />}
      <div className={actions}>
        <Button fullWidth icon={Lock} loading={running} onClick={() => void pay()}>
          {running ? t.redirecting : t.go(formatMoney(totalCents(charges)))}
        </Button>
        <Link href={`~${withSelection(paymentPaths.method, ids)}`} className={buttonClass('ghost', 'md', true)}>
          {t.otherMethod}
        </Link>
      </div>
    </div>
  );
}

export function BoldPage() {
  useDocumentTitle(t.title);
  const { remote, selected } = useSelectedCharges();
  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <RemoteView remote={remote} errorTitle={commonTexts.loadError} loadingLabel={commonTexts.loading}>
        {() => (selected ? <Checkout charges={selected} /> : <StaleSelection />)}
      </RemoteView>
    </>
  );
}
