// customerInformation/{type}/{id}: a sold customer's data, plan, beneficiaries, payments and opportunity stage,
// and what the staff member can do next. The sandbox refuses another advisor's customer to a Vendedor.
import { css } from 'goober';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../core/document-title.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { vars } from '../../../ui/tokens.ts';
import { salesTexts as t } from '../../../i18n/sales.ts';
import { getSalesCustomer } from '../api/get-sales-customer.ts';
import { CustomerActions } from '../components/customer-actions.tsx';
import { SalesNotFound } from '../components/sales-not-found.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { Beneficiaries, CustomerData, Payments } from '../components/detail-sections.tsx';
import { paths, salePaths } from '../../../core/paths.ts';
import { useRemote } from '../../../core/use-remote.ts';

const { space } = vars;
const body = css`display:flex;flex-direction:column;gap:${space[4]};`;
const row = css`display:flex;flex-wrap:wrap;gap:${space[3]};align-items:center;`;

export function CustomerInformationPage({ params }: { params: { type?: string; id?: string } }) {
  if (params.type !== salePaths.customerType || !params.id) return <SalesNotFound />;
  return <CustomerInformation id={params.id} />;
}

function CustomerInformation({ id }: { id: string }) {
  useDocumentTitle(t.customerTitle);
  const { data, error, retry } = useRemote(() => getSalesCustomer(id), id);
  if (error) return <ErrorState title={t.customerError} message={error} retryLabel={t.retry} onRetry={retry} />;
  if (!data)
    return (
      <>
        <PageHeader title={t.customerTitle} />
        <Spinner label={t.loading} />
        <Skeleton lines={6} height="2rem" />
      </>
    );
  const name = `${data.first_name} ${data.first_lastname} ${data.second_lastname ?? ''}`.trim();
  return (
    <div className={body}>
      <PageHeader title={name} subtitle={t.customerTitle} />
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
    </div>
  );
}
