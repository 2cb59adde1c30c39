// The customers list with its states: first load, error with a retry, empty, a page with its pager.
import { css } from 'goober';
import { vars } from '../../../ui/tokens.ts';
import { Card } from '../../../ui/card.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { Inbox } from '../../../ui/icons.ts';
import { salesTexts as t } from '../../../i18n/sales.ts';
import type { RemoteCall } from '../../../core/use-remote.ts';
import type { SalesPage } from '../api/types.ts';
import { CustomerList } from './customer-list.tsx';
import { Pager } from './pager.tsx';

const count = css`margin:0;padding:${vars.space[3]} ${vars.space[4]};font-weight:600;`;

export function CustomersCard({ load, onPage }: { load: RemoteCall<SalesPage>; onPage: (page: number) => void }) {
  const { data, error, status, retry } = load;
  if (error) return <ErrorState title={t.errorTitle} message={error} retryLabel={t.retry} onRetry={retry} level={3} />;
  if (!data)
    return (
      <>
        <Spinner label={t.loading} />
        <Skeleton lines={5} height="3rem" />
      </>
    );
  return (
    <Card flush>
      <p role="status" aria-busy={status === 'loading'} data-testid="sales-results" className={count}>
        {t.results(data.total)}
      </p>
      {data.items.length === 0 ? (
        <EmptyState icon={Inbox} title={t.emptyTitle} message={t.emptyMessage} level={3} />
      ) : (
        <>
          <CustomerList items={data.items} label={t.customers} />
          <Pager page={data.page} pages={data.pages} onPage={onPage} />
        </>
      )}
    </Card>
  );
}
