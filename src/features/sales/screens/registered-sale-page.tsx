// registeredSale?sale={id}: the confirmation the advisor reads to the customer: the reference, the plan and the
// amount, how the first payment stands (receipt, counter reference, or a way to take it now) and the welcome.
import { useState } from 'react';
import { css } from 'goober';
import { Link, useSearch } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { vars } from '../../../ui/tokens.ts';
import { formatDate, formatMoney } from '../../../i18n/format.ts';
import { registeredSaleTexts as t } from '../../../i18n/sales-register.ts';
import { getSale } from '../api/get-sale.ts';
import type { RegisteredSale } from '../api/sale-types.ts';
import { SalesNotFound } from '../components/sales-not-found.tsx';
import { paymentPaths, salePaths } from '../../../core/routing/paths.ts';
import { useRemote } from '../../../core/loading/use-remote.ts';

const { space, font, color, radius } = vars;
const body = css`display:flex;flex-direction:column;gap:${space[4]};`;
const referenceBox = css`display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:${space[3]};
  & strong{font-size:${font.xl};letter-spacing:0.02em;font-variant-numeric:tabular-nums;white-space:nowrap;}`;
const pairs = css`display:grid;grid-template-columns:minmax(0,2fr) minmax(0,3fr);gap:${space[2]} ${space[3]};margin:0;& dt{color:${color.textMuted};}& dd{margin:0;}`;
const title = css`font-size:${font.lg};margin:0 0 ${space[3]};`;
const code = css`background:${color.surfaceMuted};border-radius:${radius.md};padding:${space[3]};margin:${space[3]} 0 0;`;
/** The terminal's 20 digits in groups of four, as a person reads them out; a group never breaks. */
const groupDigits = (value: string) => value.match(/.{1,4}/g)?.join(' ') ?? value;
const digits = css`font-variant-numeric:tabular-nums;word-spacing:0.1em;`;
const nowrap = css`white-space:nowrap;`;
const actions = css`display:flex;flex-wrap:wrap;gap:${space[3]};`;

export function RegisteredSalePage() {
  useDocumentTitle(t.title);
  const id = new URLSearchParams(useSearch()).get('sale');
  if (!id) return <SalesNotFound />;
  return <RegisteredSaleView id={id} />;
}

function RegisteredSaleView({ id }: { id: string }) {
  const remote = useRemote(() => getSale(id), id);
  const shown = remote.status === 'ready' ? remote.data : undefined;
  return (
    <div className={body}>
      <PageHeader title={t.title} subtitle={shown && customerName(shown)} />
      <RemoteView remote={remote} loadingLabel={t.loading} errorTitle={t.error} lines={6} lineHeight="2rem">
        {(data) => <SaleDetail data={data} />}
      </RemoteView>
    </div>
  );
}

const customerName = ({ customer }: RegisteredSale) =>
  `${customer.first_name} ${customer.first_lastname} ${customer.second_lastname ?? ''}`.trim();

function SaleDetail({ data }: { data: RegisteredSale }) {
  const name = customerName(data);
  return (
    <>
      <Reference value={data.reference} />
      <Card as="section">
        <dl className={pairs}>
          <dt>{t.customer}</dt>
          <dd>{`${name} · ${data.customer.document_number}`}</dd>
          <dt>{t.plan}</dt>
          <dd>{`${data.plan.name} · ${t.beneficiaries(data.beneficiaries.length)}`}</dd>
          <dt>{t.amount}</dt>
          <dd>{formatMoney(data.amount_cents)}</dd>
        </dl>
      </Card>
      <PaymentState sale={data} />
      {data.welcome.activated ? (
        <Alert type="success" message={t.welcomeActive} />
      ) : (
        data.welcome.sent_to && <Alert type="info" message={t.welcomeSent(data.welcome.sent_to)} />
      )}
      <div className={actions}>
        <Link href={`~${salePaths.customer(data.customer.id)}`} className={buttonClass('secondary')}>
          {t.customerFile}
        </Link>
        <Link href={`~${salePaths.register}`} className={buttonClass('ghost')}>
          {t.another}
        </Link>
      </div>
    </>
  );
}

function Reference({ value }: { value: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <Card as="section" aria-labelledby="venta-referencia">
      <h2 id="venta-referencia" className={title}>
        {t.reference}
      </h2>
      <div className={referenceBox}>
        <strong>{value}</strong>
        <Button type="button" variant="secondary" size="sm" onClick={() => void copy()}>
          {t.copy}
        </Button>
      </div>
      <p role="status">{copied ? t.copied : ''}</p>
    </Card>
  );
}

function PaymentState({ sale }: { sale: RegisteredSale }) {
  const { payment } = sale;
  let content;
  if (payment.status === 'paid') {
    const receipt = payment.receipt_number ? (
      <>
        {t.paidReceipt} <span className={nowrap}>{payment.receipt_number}</span>.
      </>
    ) : (
      t.paidOnline
    );
    content = <Alert type="success" message={receipt} />;
  } else if (payment.site) {
    content = (
      <>
        <p>{t.pendingSite}</p>
        <dl className={`${pairs} ${code}`}>
          <dt>{t.siteCode}</dt>
          <dd>
            <strong>{payment.site.code}</strong>
          </dd>
          <dt>{t.siteNumber}</dt>
          <dd className={digits}>{groupDigits(payment.site.number)}</dd>
          <dt>{t.siteAmount}</dt>
          <dd>{formatMoney(sale.amount_cents)}</dd>
          <dt>{t.siteWhere}</dt>
          <dd>{`${payment.site.headquarters_name}, ${payment.site.headquarters_address}`}</dd>
        </dl>
        <p>{t.siteExpires(formatDate(payment.site.expires_at))}</p>
      </>
    );
  } else {
    content = (
      <>
        <p>{t.pending}</p>
        <Link href={`~${paymentPaths.staffSiteFor(sale.customer.id, sale.id)}`} className={buttonClass('primary')}>
          {t.takePayment}
        </Link>
      </>
    );
  }
  return (
    <Card as="section">
      <h2 className={title}>{t.payment}</h2>
      {content}
    </Card>
  );
}
