// mySales/advisorSummary (Vendedor): the advisor's sales of a period (this month, last month, chosen dates),
// the figures of that period and the advisor's customers with a search. The period lives in the URL.
import { css } from 'goober';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { SALES_PAGE_SIZE } from '../../../core/constants.ts';
import { Field } from '../../../ui/field.tsx';
import { buttonClass } from '../../../ui/button.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Select } from '../../../ui/select.tsx';
import { vars } from '../../../ui/tokens.ts';
import { salesTexts as t } from '../../../i18n/sales.ts';
import { getSalesSummary } from '../api/get-sales-summary.ts';
import { listSalesCustomers } from '../api/list-sales-customers.ts';
import { SearchField } from './filters.tsx';
import { CustomersCard } from './list-state.tsx';
import { SummaryCards } from './summary-cards.tsx';
import { periodDays, type PeriodKey } from '../period.ts';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { useUrlQuery } from '../url-query.ts';
import { salePaths } from '../../../core/routing/paths.ts';

const { space } = vars;
const body = css`display:flex;flex-direction:column;gap:${space[4]};`;
const range = css`display:grid;grid-template-columns:repeat(auto-fit,minmax(min(140px,100%),1fr));gap:${space[3]};`;
const heading = css`font-size:${vars.font.lg};margin:0;`;
const periodOptions = (Object.keys(t.periods) as PeriodKey[]).map((value) => ({ value, label: t.periods[value] }));

export function AdvisorSummary() {
  useDocumentTitle(t.summaryTitle);
  const [params, update] = useUrlQuery();
  const period = (params.period as PeriodKey | undefined) ?? 'thisMonth';
  const days = period === 'range' ? { from: params.from, to: params.to } : periodDays(period);
  const summary = useRemote(() => getSalesSummary(days), JSON.stringify(days));
  const query = { ...days, q: params.q, page: Number(params.page) || 1, page_size: SALES_PAGE_SIZE };
  const customers = useRemote(() => listSalesCustomers(query), JSON.stringify(query));
  return (
    <div className={body}>
      <PageHeader
        title={t.summaryTitle}
        subtitle={t.summaryIntro}
        actions={
          <Link href={`~${salePaths.register}`} className={buttonClass('primary')}>
            {t.registerSale}
          </Link>
        }
      />
      <Select label={t.period} value={period} options={periodOptions} onChange={(e) => update({ period: e.currentTarget.value })} />
      {period === 'range' && (
        <div className={range}>
          <Field label={t.from} type="date" value={params.from ?? ''} onChange={(e) => update({ from: e.currentTarget.value })} />
          <Field label={t.to} type="date" value={params.to ?? ''} onChange={(e) => update({ to: e.currentTarget.value })} />
        </div>
      )}
      <RemoteView remote={summary} loadingLabel={t.loading} errorTitle={t.errorTitle} keepData level={3}>
        {(data) => <SummaryCards summary={data} />}
      </RemoteView>
      <h2 className={heading}>{t.customers}</h2>
      <SearchField value={params.q ?? ''} onSearch={(q) => update({ q })} />
      <CustomersCard load={customers} onPage={(page) => update({ page: String(page) })} />
    </div>
  );
}
