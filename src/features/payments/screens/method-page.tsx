// /home/paymentMethod?cargos=...: the ways open to this member for these charges. An agreement is offered only
// when everything being paid is arrears. Opened without `cargos`, it offers to pay everything due, listed.
import { Link, useSearch } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { CalendarDays, CircleCheck, CreditCard, MapPin } from '../../../ui/icons.ts';
import { ListItem } from '../../../ui/list-item.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { methodTexts as t, commonTexts, owedTexts } from '../../../i18n/payments.ts';
import { formatMoney } from '../../../i18n/format.ts';
import type { Charge } from '../api/types.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { ChargeList } from '../components/charge-list.tsx';
import { StaleSelection } from '../components/stale-selection.tsx';
import { list, stack } from '../components/styles.ts';
import { paymentPaths } from '../../../core/routing/paths.ts';
import { chargesToPay, readSelection, totalCents, withSelection } from '../selection.ts';
import { useOpenCharges } from '../use-owed.ts';

const today = () => new Date().toISOString().slice(0, 10);

function Methods({ charges }: { charges: Charge[] }) {
  const ids = charges.map((charge) => charge.id);
  const methods = [
    { ...t.card, icon: CreditCard, href: withSelection(paymentPaths.bold, ids) },
    ...(charges.every((charge) => charge.concept === 'arrears')
      ? [{ ...t.agreement, icon: CalendarDays, href: paymentPaths.agreements }]
      : []),
    { ...t.site, icon: MapPin, href: withSelection(paymentPaths.site, ids) },
  ];
  return (
    <Card flush>
      <ul className={list} aria-label={t.listLabel}>
        {methods.map((method) => (
          <li key={method.title}>
            <Link href={`~${method.href}`} asChild>
              <ListItem title={method.title} description={method.description} icon={method.icon} />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function NothingDue() {
  return (
    <EmptyState
      icon={CircleCheck}
      title={owedTexts.emptyTitle}
      message={owedTexts.emptyMessage}
      action={
        <Link href={`~${paymentPaths.myPayments}`} className={buttonClass('secondary')}>
          {owedTexts.myPayments}
        </Link>
      }
    />
  );
}

/** Everything due, listed with its total above the ways to pay it: the member sees what "all" is before choosing. */
function PayAll({ charges }: { charges: Charge[] }) {
  if (charges.length === 0) return <NothingDue />;
  return (
    <div className={stack}>
      <ChargeList charges={charges} label={t.allLabel} />
      <Methods charges={charges} />
    </div>
  );
}

export function MethodPage() {
  useDocumentTitle(t.title);
  const ids = readSelection(useSearch());
  const remote = useOpenCharges();
  const toPay = remote.status === 'ready' ? chargesToPay(remote.data, ids, today()) : null;
  return (
    <>
      <PageHeader title={t.title} subtitle={toPay && toPay.length > 0 ? t.subtitle(formatMoney(totalCents(toPay))) : undefined} />
      <RemoteView remote={remote} errorTitle={commonTexts.loadError} loadingLabel={commonTexts.loading}>
        {() => {
          if (!toPay) return <StaleSelection />;
          return ids.length === 0 ? <PayAll charges={toPay} /> : <Methods charges={toPay} />;
        }}
      </RemoteView>
    </>
  );
}
