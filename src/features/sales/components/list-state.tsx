// The customers list with its states: first load, error with a retry, empty, a page with its pager.
import { css } from 'goober';
import { vars } from '../../../ui/tokens.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { Card } from '../../../ui/card.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Inbox } from '../../../ui/icons.ts';
import { salesTexts as t } from '../../../i18n/sales.ts';
import type { RemoteCall } from '../../../core/loading/use-remote.ts';
import type { SalesPage } from '../api/types.ts';
import { CustomerList } from './customer-list.tsx';
import { Pager } from './pager.tsx';

const count = css`margin:0;padding:${vars.space[3]} ${vars.space[4]};font-weight:600;`;

export function CustomersCard({ load, onPage }: { load: RemoteCall<SalesPage>; onPage: (page: number) => void }) {
  return (
    <RemoteView remote={load} loadingLabel={t.loading} errorTitle={t.errorTitle} keepData level={3} lines={5}>
      {(data) => <Customers data={data} busy={load.status === 'loading'} onPage={onPage} />}
    </RemoteView>
  );
}

function Customers({ data, busy, onPage }: { data: SalesPage; busy: boolean; onPage: (page: number) => void }) {
  return (
    <Card flush>
      <p role="status" aria-busy={busy} data-testid="sales-results" className={count}>
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
