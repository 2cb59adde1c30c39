// /home/payments/{module}: what the member owes (client = everything; upgrade, extension = that concept). Not
// a menu module, so a member in 'En Mora' reaches it although every module is blocked.
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { currentUser } from '../../../core/session/user.ts';
import { Alert } from '../../../ui/alert.tsx';
import { buttonClass } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { CircleCheck } from '../../../ui/icons.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { owedTexts as t, commonTexts } from '../../../i18n/payments.ts';
import { listPayments } from '../api/list-payments.ts';
import { listOpenCharges } from '../api/list-charges.ts';
import type { Charge, Payment } from '../api/types.ts';
import { ChargeList } from '../components/charge-list.tsx';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { stack } from '../components/styles.ts';
import { paymentPaths } from '../../../core/routing/paths.ts';
import { dueNow, withSelection } from '../selection.ts';
import { useRemote } from '../../../core/loading/use-remote.ts';

const today = () => new Date().toISOString().slice(0, 10);

async function loadOwed(module: string): Promise<{ charges: Charge[]; awaiting: Payment | undefined }> {
  const id = currentUser()?.id ?? '';
  const [open, payments] = await Promise.all([listOpenCharges(id), listPayments(id)]);
  const charges = dueNow(open, today()).filter((charge) => module === 'client' || charge.concept === module);
  const awaiting = payments.find((p) => p.status === 'awaiting_confirmation' && p.charge_ids.some((c) => charges.some((x) => x.id === c)));
  return { charges, awaiting };
}

function Owed({ charges, awaiting }: { charges: Charge[]; awaiting: Payment | undefined }) {
  if (charges.length === 0) {
    return (
      <EmptyState
        icon={CircleCheck}
        title={t.emptyTitle}
        message={t.emptyMessage}
        action={
          <Link href={`~${paymentPaths.myPayments}`} className={buttonClass('secondary')}>
            {t.myPayments}
          </Link>
        }
      />
    );
  }
  return (
    <div className={stack}>
      {awaiting?.site && (
        <Alert
          type="warning"
          title={t.validationTitle}
          message={t.validationMessage(awaiting.site.code, awaiting.site.headquarters_name)}
        />
      )}
      {charges.some((charge) => charge.concept === 'arrears') && <Alert type="info" message={t.arrearsNotice} />}
      <ChargeList charges={charges} label={t.listLabel} />
      <Link
        href={`~${withSelection(
          paymentPaths.method,
          charges.map((charge) => charge.id),
        )}`}
        className={buttonClass('primary', 'md', true)}
      >
        {t.continue}
      </Link>
    </div>
  );
}

export function OwedPage({ params }: { params: { module?: string } }) {
  const module = params.module ?? 'client';
  const title = t.titles[module] ?? t.title;
  useDocumentTitle(title);
  const remote = useRemote(() => loadOwed(module), module, { afterConfig: true });
  return (
    <>
      <PageHeader title={title} subtitle={t.subtitle} />
      <RemoteView remote={remote} errorTitle={commonTexts.loadError} loadingLabel={commonTexts.loading}>
        {(value) => <Owed {...value} />}
      </RemoteView>
    </>
  );
}
