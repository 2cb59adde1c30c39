// /home/paymentMethod?cargos=...: the ways open to this member for these charges. An agreement is offered only
// when everything being paid is arrears.
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../core/document-title.ts';
import { Card } from '../../../ui/card.tsx';
import { CalendarDays, CreditCard, MapPin } from '../../../ui/icons.ts';
import { ListItem } from '../../../ui/list-item.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { euros, methodTexts as t, commonTexts } from '../../../i18n/payments.ts';
import type { Charge } from '../api/types.ts';
import { RemoteView } from '../../../core/remote-view.tsx';
import { StaleSelection } from '../components/stale-selection.tsx';
import { list } from '../components/styles.ts';
import { paymentPaths } from '../payment-paths.ts';
import { totalCents, withSelection } from '../selection.ts';
import { useSelectedCharges } from '../use-owed.ts';

function Methods({ charges }: { charges: Charge[] }) {
  const ids = charges.map((charge) => charge.id);
  const methods = [
    { ...t.card, icon: CreditCard, href: withSelection(paymentPaths.bold, ids) },
    ...(charges.every((charge) => charge.concept === 'arrears') ? [{ ...t.agreement, icon: CalendarDays, href: paymentPaths.agreements }] : []),
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

export function MethodPage() {
  useDocumentTitle(t.title);
  const { remote, selected } = useSelectedCharges();
  return (
    <>
      <PageHeader title={t.title} subtitle={selected ? t.subtitle(euros(totalCents(selected))) : undefined} />
      <RemoteView remote={remote} errorTitle={commonTexts.loadError} loadingLabel={commonTexts.loading}>
        {() => (selected ? <Methods charges={selected} /> : <StaleSelection />)}
      </RemoteView>
    </>
  );
}
