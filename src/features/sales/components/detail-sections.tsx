// The parts of a customer's information: personal data, beneficiaries, payments.
import { css } from 'goober';
import { Badge } from '../../../ui/badge.tsx';
import { Card } from '../../../ui/card.tsx';
import { vars } from '../../../ui/tokens.ts';
import { formatDate, formatMoney } from '../../../i18n/format.ts';
import { beneficiaryStatusLabels, chargeStatusLabels, methodLabels, salesTexts as t } from '../../../i18n/sales.ts';
import type { SalesCustomerDetail } from '../api/types.ts';

const { space, font, color } = vars;
const title = css`font-size:${font.lg};margin:0 0 ${space[3]};`;
const pairs = css`display:grid;grid-template-columns:minmax(0,2fr) minmax(0,3fr);gap:${space[2]} ${space[3]};margin:0;& dt{color:${color.textMuted};}& dd{margin:0;}`;
const list = css`list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:${space[2]};& li{display:flex;justify-content:space-between;gap:${space[3]};align-items:center;}`;
const muted = css`color:${color.textMuted};font-size:${font.sm};display:block;`;

export function CustomerData({ detail }: { detail: SalesCustomerDetail }) {
  const a = detail.customer.address;
  const rows: [string, string][] = [
    [t.reference, detail.reference],
    [t.plan, `${detail.plan.name} · ${formatMoney(detail.amount_cents)}`],
    [t.document, `${detail.customer.document_type} ${detail.document_number}`],
    [t.email, detail.email],
    [t.phone, detail.phone],
    [t.birthDate, formatDate(detail.customer.birth_date)],
    [t.address, [a.street, `${a.postal_code} ${a.city}`].filter((x) => x.trim()).join(', ')],
    [t.advisor, detail.advisor.name],
  ];
  return (
    <Card as="section">
      <h2 className={title}>{t.data}</h2>
      <dl className={pairs}>
        {rows.map(([label, value]) => (
          <div key={label} className={css`display:contents;`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export function Beneficiaries({ detail }: { detail: SalesCustomerDetail }) {
  return (
    <Card as="section">
      <h2 className={title}>{t.beneficiaries}</h2>
      {detail.beneficiaries.length === 0 ? (
        <p>{t.noBeneficiaries}</p>
      ) : (
        <ul className={list}>
          {detail.beneficiaries.map((b) => (
            <li key={b.id}>
              <span>{`${b.first_name} ${b.first_lastname} ${b.second_lastname ?? ''}`.trim()}</span>
              <Badge tone={b.status === 'active' ? 'success' : 'info'}>{beneficiaryStatusLabels[b.status] ?? b.status}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function Payments({ detail }: { detail: SalesCustomerDetail }) {
  return (
    <Card as="section">
      <h2 className={title}>{t.payments}</h2>
      {detail.payments.length === 0 ? (
        <p>{t.noPayments}</p>
      ) : (
        <ul className={list}>
          {detail.payments.map((p) => (
            <li key={p.id}>
              <span>
                {p.description} · {formatMoney(p.amount_cents)}
                <span className={muted}>
                  {formatDate(p.paid_at ?? p.created_at)}
                  {p.receipt_number ? ` · ${t.receipt(p.receipt_number)} · ${methodLabels[p.method ?? ''] ?? ''}` : ''}
                </span>
              </span>
              <Badge tone={p.status === 'paid' ? 'success' : p.status === 'open' ? 'warning' : 'neutral'}>
                {chargeStatusLabels[p.status] ?? p.status}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
