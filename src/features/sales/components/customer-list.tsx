// A page of sold customers: each row opens the customer's information.
import { css } from 'goober';
import { Link } from 'wouter';
import { splitLine } from '../../../ui/split-line.ts';
import { vars } from '../../../ui/tokens.ts';
import { formatDate, formatMoney } from '../../../i18n/format.ts';
import { salesTexts as t } from '../../../i18n/sales.ts';
import { salePaths } from '../../../core/routing/paths.ts';
import type { SalesCustomer } from '../api/types.ts';
import { StatusBadge } from './status-badge.tsx';

const { space, color, font } = vars;
const list = css`list-style:none;margin:0;padding:0;`;
const row = css`
  display:flex;flex-direction:column;gap:${space[1]};padding:${space[3]} ${space[4]};min-height:56px;
  color:${color.text};text-decoration:none;border-bottom:1px solid ${color.border};&:hover{background:${color.primarySoft};}
`;
const name = css`font-weight:600;`;
const meta = css`color:${color.textMuted};font-size:${font.sm};`;
// A sale's reference is read out on the phone: kept on one line, not cut at its hyphens.
const reference = css`white-space:nowrap;`;
const amount = css`text-align:right;font-variant-numeric:tabular-nums;`;

export function CustomerList({ items, label }: { items: SalesCustomer[]; label: string }) {
  return (
    <ul className={list} aria-label={label}>
      {items.map((c) => (
        <li key={c.sale_id}>
          <Link href={`~${salePaths.customer(c.customer_id)}`} className={row}>
            <span className={splitLine}>
              <span className={name}>{`${c.first_name} ${c.first_lastname} ${c.second_lastname ?? ''}`.trim()}</span>
              <span className={amount}>{formatMoney(c.amount_cents)}</span>
            </span>
            <span className={splitLine}>
              <span>
                {c.plan.name} · {c.city}
              </span>
              <StatusBadge stage={c.stage} paymentStatus={c.payment_status} />
            </span>
            <span className={meta}>
              {t.soldOn(formatDate(c.sold_at), c.advisor.name)} · <span className={reference}>{c.reference}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
