import { Card } from '../../../ui/card.tsx';
import { cx } from '../../../ui/class-names.ts';
import { splitLine } from '../../../ui/split-line.ts';
import { commonTexts as t, conceptNames } from '../../../i18n/payments.ts';
import { formatMoney } from '../../../i18n/format.ts';
import type { Charge } from '../api/types.ts';
import { totalCents } from '../selection.ts';
import { amount, list, muted, row, rowText, totalRow } from './styles.ts';

/** What a row needs: the member's charges and the staff screens' (which carry no period) both fit. */
export type ListedCharge = Pick<Charge, 'id' | 'concept' | 'description' | 'amount_cents'> &
  Partial<Pick<Charge, 'period_start' | 'period_end'>>;

/** What is owed, one row per charge (concept, period, amount) and the total. */
export function ChargeList({ charges, label, totalLabel = t.total }: { charges: ListedCharge[]; label: string; totalLabel?: string }) {
  return (
    <Card flush>
      <ul className={list} aria-label={label}>
        {charges.map((charge) => (
          <li key={charge.id} className={cx(row, splitLine)}>
            <span className={rowText}>
              <span>{charge.description}</span>
              <span className={muted}>
                {conceptNames[charge.concept]}
                {charge.period_start && charge.period_end ? ` · ${t.period(charge.period_start, charge.period_end)}` : ''}
              </span>
            </span>
            <span className={amount}>{formatMoney(charge.amount_cents)}</span>
          </li>
        ))}
      </ul>
      <p className={totalRow}>
        <span>{totalLabel}</span>
        <span className={amount}>{formatMoney(totalCents(charges))}</span>
      </p>
    </Card>
  );
}
