// customerInformation/{type}/{id}: a sold customer's data, plan, beneficiaries, payments and opportunity stage,
// and what the staff member can do next. The sandbox refuses another advisor's customer to a Vendedor.
import { css } from 'goober';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { buttonClass } from '../../../ui/button.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { vars } from '../../../ui/tokens.ts';
import { salesTexts as t } from '../../../i18n/sales.ts';
import { getSalesCustomer } from '../api/get-sales-customer.ts';
import type { SalesCustomerDetail } from '../api/types.ts';
import { CustomerActions } from '../components/customer-actions.tsx';
import { SalesNotFound } from '../components/sales-not-found.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { Beneficiaries, CustomerData, Payments } from '../components/detail-sections.tsx';
import { paths, salePaths } from '../../../core/routing/paths.ts';
import { useRemote } from '../../../core/loading/use-remote.ts';

const { space } = vars;
const body = css`display:flex;flex-direction:column;gap:${space[4]};`;
const row = css`display:flex;flex-wrap:wrap;gap:${space[3]};align-items:center;`;

export function CustomerInformationPage({ params }: { params: { type?: string; id?: string } }) {
  if (params.type !== salePaths.customerType || !params.id) return <SalesNotFound />;
  return <CustomerInformation id={params.id} />;
}

function CustomerInformation({ id }: { id: string }) {
  const remote = useRemote(() => getSalesCustomer(id), id);
  // The customer's name heads the page once it is known; the page's own title while it loads or failed.
  const shown = remote.status === 'ready' ? remote.data : undefined;
  const name = shown && `${shown.first_name} ${shown.first_lastname} ${shown.second_lastname ?? ''}`.trim();
  // The tab title starts with the heading, as on every screen: the shell moves the focus to the heading only once
  // the title names it (app/navigation-effects.tsx).
  useDocumentTitle(name || t.customerTitle);
  return (
    <div className={body}>
      <PageHeader title={name || t.customerTitle} subtitle={name ? t.customerTitle : undefined} />
      <RemoteView remote={remote} loadingLabel={t.loading} errorTitle={t.customerError} lines={6} lineHeight="2rem">
        {(data) => <CustomerDetail data={data} />}
      </RemoteView>
    </div>
  );
}

function CustomerDetail({ data }: { data: SalesCustomerDetail }) {
  return (
    <>
      <div className={row}>
        <span>{t.stage}:</span>
        <StatusBadge stage={data.stage} paymentStatus={data.payment_status} />
      </div>
      <CustomerActions detail={data} />
      <CustomerData detail={data} />
      <Beneficiaries detail={data} />
      <Payments detail={data} />
      <Link href={`~${paths.home}`} className={buttonClass('ghost')}>
        {t.backHome}
      </Link>
    </>
  );
}
