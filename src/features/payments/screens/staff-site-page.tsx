// /home/paymentSite?customer=<id>[&sale=<id>]: a Vendedor or Asesor starts registering a payment taken at a
// headquarters: who pays and what they owe, where the money is taken and how (cash or card terminal).
import { useLocation } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { staffPaymentTexts as t } from '../../../i18n/payments-staff.ts';
import { Button } from '../../../ui/button.tsx';
import { ChevronRight } from '../../../ui/icons.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Select } from '../../../ui/select.tsx';
import { CustomerSummary } from '../components/customer-summary.tsx';
import { MethodChoice, type StaffMethod } from '../components/method-choice.tsx';
import { StaffGate, type StaffData } from '../components/staff-gate.tsx';
import { actions, stack } from '../components/styles.ts';
import { paymentPaths } from '../../../core/routing/paths.ts';
import { required } from '../../../forms/rules.ts';
import { useForm } from '../../../forms/use-form.ts';
import { readStaffQuery, withStaffQuery, type StaffQuery } from '../staff-query.ts';

function Choose({ data, query }: { data: StaffData; query: StaffQuery }) {
  const [, navigate] = useLocation();
  const form = useForm({
    id: 'staff-site',
    initial: { hq: data.desks.some((d) => d.id === query.hq) ? query.hq : '', method: '' },
    rules: { hq: [required(t.headquartersRequired)], method: [required(t.methodRequired)] },
    onSubmit: ({ hq, method }) => {
      const next = method === 'cash' ? paymentPaths.staffCash : paymentPaths.staffPos;
      navigate(`~${withStaffQuery(next, { ...query, hq })}`);
    },
  });
  return (
    <form className={stack} onSubmit={form.submit} noValidate>
      <CustomerSummary customer={data.customer} />
      <Select
        label={t.headquarters}
        placeholder={t.headquartersPlaceholder}
        hint={t.headquartersHint}
        required
        options={data.desks.map((d) => ({ value: d.id, label: d.name }))}
        {...form.field('hq')}
      />
      <MethodChoice
        value={form.values.method as StaffMethod | ''}
        onChange={(method) => form.set('method', method)}
        error={form.errorOf('method')}
      />
      <div className={actions}>
        <Button type="submit" fullWidth icon={ChevronRight}>
          {t.continue}
        </Button>
      </div>
    </form>
  );
}

export function StaffSitePage() {
  useDocumentTitle(t.titles.site);
  const query = readStaffQuery(window.location.search);
  return (
    <>
      <PageHeader title={t.titles.site} />
      <StaffGate query={query}>{(data) => <Choose data={data} query={query} />}</StaffGate>
    </>
  );
}
