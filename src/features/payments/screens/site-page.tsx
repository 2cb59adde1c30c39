// /home/sitePayment?cargos=...: choose a headquarters with a payment desk and get a reference the counter can
// read. The account waits in 'Pago en validación' until the payment is validated (a test control in the sandbox).
import { useState } from 'react';
import { Link } from 'wouter';
import { listHeadquarters, type Headquarters } from '../../../api/list-headquarters.ts';
import { loadCustomer } from '../../../api/current-customer.ts';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { currentUser } from '../../../core/session/user.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { MapPin } from '../../../ui/icons.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Select } from '../../../ui/select.tsx';
import { commonTexts, siteTexts as t } from '../../../i18n/payments.ts';
import { formatMoney } from '../../../i18n/format.ts';
import { listOpenCharges } from '../api/list-charges.ts';
import { listPayments } from '../api/list-payments.ts';
import type { Charge, Payment } from '../api/types.ts';
import { endAttempts } from '../attempt-key.ts';
import { ChargeList } from '../components/charge-list.tsx';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { SiteReferenceCard } from '../components/site-reference.tsx';
import { StaleSelection } from '../components/stale-selection.tsx';
import { actions, stack } from '../components/styles.ts';
import { readSelection, selectedCharges, totalCents } from '../selection.ts';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { required } from '../../../forms/rules.ts';
import { useForm } from '../../../forms/use-form.ts';
import { useStartPayment } from '../use-start-payment.ts';
import { paths } from '../../../core/routing/paths.ts';

interface SiteData {
  charges: Charge[] | null;
  desks: Headquarters[];
  reference: Payment | undefined;
}

async function loadSite(ids: string[]): Promise<SiteData> {
  const id = currentUser()?.id ?? '';
  const [open, payments, headquarters] = await Promise.all([listOpenCharges(id), listPayments(id), listHeadquarters()]);
  const reference = payments.find((p) => p.status === 'awaiting_confirmation' && p.site && p.charge_ids.some((c) => ids.includes(c)));
  return { charges: selectedCharges(open, ids), desks: headquarters.filter((h) => h.payment_desk), reference };
}

function Choose({ charges, desks, onIssued }: { charges: Charge[]; desks: Headquarters[]; onIssued: (payment: Payment) => void }) {
  const ids = charges.map((charge) => charge.id);
  const { start, running, error } = useStartPayment((payment) => {
    endAttempts();
    const user = currentUser();
    if (user) void loadCustomer(user, true);
    onIssued(payment);
  });
  // The attempt's key and its one-request-at-a-time guard stay in useStartPayment; the hook checks the choice.
  const form = useForm({
    id: 'sede',
    initial: { hq: '' },
    rules: { hq: [required(t.required)] },
    onSubmit: ({ hq }) =>
      start({ customer_id: currentUser()?.id ?? '', charge_ids: ids, method: 'site', headquarters_id: hq }, `site:${hq}:${ids.join(',')}`),
  });
  return (
    <form className={stack} onSubmit={form.submit} noValidate>
      <ChargeList charges={charges} label={t.title} />
      <Select
        label={t.headquarters}
        placeholder={t.placeholder}
        hint={t.hint}
        options={desks.map((d) => ({ value: d.id, label: `${d.name} (${d.city})` }))}
        {...form.field('hq')}
        required
      />
      {error && <Alert type="danger" title={t.createErrorTitle} message={`${error} ${t.createError}`} />}
      <div className={actions}>
        <Button type="submit" fullWidth icon={MapPin} loading={running}>
          {t.get}
        </Button>
      </div>
    </form>
  );
}

function Site({ data }: { data: SiteData }) {
  const [issued, setIssued] = useState<Payment | undefined>(data.reference);
  const [another, setAnother] = useState(false);
  if (issued?.site && !another) {
    return (
      <div className={stack}>
        <SiteReferenceCard payment={issued} site={issued.site} />
        <div className={actions}>
          {data.charges && (
            <Button variant="secondary" fullWidth onClick={() => setAnother(true)}>
              {t.another}
            </Button>
          )}
          <Link href={`~${paths.home}`} className={buttonClass('ghost', 'md', true)}>
            {commonTexts.home}
          </Link>
        </div>
      </div>
    );
  }
  if (!data.charges) return <StaleSelection />;
  return (
    <Choose
      charges={data.charges}
      desks={data.desks}
      onIssued={(payment) => {
        setAnother(false);
        setIssued(payment);
      }}
    />
  );
}

export function SitePage() {
  useDocumentTitle(t.title);
  const ids = readSelection(window.location.search);
  const remote = useRemote(() => loadSite(ids), ids.join(','), { afterConfig: true });
  const amount = remote.status === 'ready' && remote.data.charges ? formatMoney(totalCents(remote.data.charges)) : null;
  return (
    <>
      <PageHeader title={t.title} subtitle={amount ? t.subtitle(amount) : undefined} />
      <RemoteView remote={remote} errorTitle={commonTexts.loadError} loadingLabel={commonTexts.loading}>
        {(data) => <Site data={data} />}
      </RemoteView>
    </>
  );
}
