// /home/paymentSite?customer=<id>[&sale=<id>]: a Vendedor or Asesor starts registering a payment taken at a
// headquarters: who pays and what they owe, where the money is taken and how (cash or card terminal).
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useDocumentTitle } from '../../../core/document-title.ts';
import { staffPaymentTexts as t } from '../../../i18n/payments-staff.ts';
import { Button } from '../../../ui/button.tsx';
import { ChevronRight } from '../../../ui/icons.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Select } from '../../../ui/select.tsx';
import { CustomerSummary } from '../components/customer-summary.tsx';
import { MethodChoice, type StaffMethod } from '../components/method-choice.tsx';
import { StaffGate, type StaffData } from '../components/staff-gate.tsx';
import { actions, stack } from '../components/styles.ts';
import { paymentPaths } from '../../../core/paths.ts';
import { readStaffQuery, withStaffQuery, type StaffQuery } from '../staff-query.ts';

function Choose({ data, query }: { data: StaffData; query: StaffQuery }) {
  const [, navigate] = useLocation();
  const [hq, setHq] = useState(data.desks.some((d) => d.id === query.hq) ? query.hq : '');
  const [method, setMethod] = useState<StaffMethod | ''>('');
  const [tried, setTried] = useState(false);
  const submit = (event: Event) => {
    event.preventDefault();
    setTried(true);
    if (!hq || !method) return;
    const next = method === 'cash' ? paymentPaths.staffCash : paymentPaths.staffPos;
    navigate(`~${withStaffQuery(next, { ...query, hq })}`);
  };
  return (
    <form className={stack} onSubmit={submit} noValidate>
      <CustomerSummary customer={data.customer} />
      <Select
        label={t.headquarters}
        placeholder={t.headquartersPlaceholder}
        hint={t.headquartersHint}
        value={hq}
        required
        error={tried && !hq ? t.headquartersRequired : undefined}
        options={data.desks.map((d) => ({ value: d.id, label: d.name }))}
        onChange={(event) => setHq((event.target as HTMLSelectElement).value)}
      />
      <MethodChoice value={method} onChange={setMethod} error={tried && !method ? t.methodRequired : undefined} />
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
