// mySales/admin (Asesor): every advisor's customers, filtered by advisor, period and status, searched, sorted
// and paged by the server; the filters live in the URL.
import { css } from 'goober';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { SALES_PAGE_SIZE } from '../../../core/constants.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { vars } from '../../../ui/tokens.ts';
import { salesTexts as t } from '../../../i18n/sales.ts';
import { listAdvisors } from '../api/list-advisors.ts';
import { listSalesCustomers } from '../api/list-sales-customers.ts';
import type { SalesQuery } from '../api/types.ts';
import { AdminFilters, SearchField } from './filters.tsx';
import { CustomersCard } from './list-state.tsx';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { useUrlQuery } from '../url-query.ts';
import { salePaths } from '../../../core/routing/paths.ts';

const body = css`display:flex;flex-direction:column;gap:${vars.space[4]};`;

type Sort = NonNullable<SalesQuery['sort']>;
/** The orders the list offers (its texts name each); any other value in the address is left out, not sent. */
const knownSort = (value: string | undefined): Sort | undefined =>
  value !== undefined && Object.hasOwn(t.sorts, value) ? (value as Sort) : undefined;

export function SalesAdmin() {
  useDocumentTitle(t.adminTitle);
  const [params, update] = useUrlQuery();
  const query = {
    page_size: SALES_PAGE_SIZE,
    page: Number(params.page) || 1,
    q: params.q,
    advisor: params.advisor,
    status: params.status,
    from: params.from,
    to: params.to,
    sort: knownSort(params.sort),
  };
  const customers = useRemote(() => listSalesCustomers(query), JSON.stringify(query));
  const advisors = useRemote(listAdvisors, 'advisors');
  return (
    <div className={body}>
      <PageHeader
        title={t.adminTitle}
        subtitle={t.adminIntro}
        actions={
          <Link href={`~${salePaths.register}`} className={buttonClass('primary')}>
            {t.registerSale}
          </Link>
        }
      />
      <SearchField value={params.q ?? ''} onSearch={(q) => update({ q })} />
      <AdminFilters params={params} advisors={advisors.data ?? []} onChange={update} />
      <CustomersCard load={customers} onPage={(page) => update({ page: String(page) })} />
    </div>
  );
}
