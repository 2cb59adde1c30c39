import { css } from 'goober';
import { Card } from '../../../ui/card.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { vars } from '../../../ui/tokens.ts';
import { formatLongDate } from '../../../i18n/format.ts';
import { changeTexts as t, subscriptionTexts } from '../../../i18n/subscription.ts';
import type { QuoteState } from '../use-change.ts';
import { formatMoney } from '../../../i18n/format.ts';

const { space, color, font } = vars;
const amounts = css`display:grid;gap:${space[3]};margin:${space[3]} 0;`;
const label = css`color:${color.textMuted};font-size:${font.sm};`;
const big = css`font-size:${font.xl};font-weight:700;color:${color.primary};`;
const hint = css`font-size:${font.sm};`;
const heading = css`font-size:${font.lg};margin:0;`;
const sub = css`font-size:${font.md};margin:${space[3]} 0 ${space[1]};`;
const list = css`margin:0 0 ${space[3]};padding-left:${space[5]};`;
const actions = css`margin-top:${space[4]};`;

interface Props {
  quote: QuoteState;
  confirming: boolean;
  confirmError: string | null;
  onConfirm: () => void;
}

/** Today's charge, the new fee from the renewal, what changes, and the button that goes to pay. */
export function ChangeSummary({ quote, confirming, confirmError, onConfirm }: Props) {
  if (quote.status === 'idle') return null;
  if (quote.status === 'loading') return <Spinner label={t.quoting} showLabel />;
  if (quote.status === 'error') return <Alert type="danger" message={quote.message} />;
  const q = quote.quote;
  const renewal = formatLongDate(q.renewal_date);
  return (
    <Card as="section" aria-labelledby="change-summary">
      <h2 id="change-summary" className={heading}>
        {t.summary}
      </h2>
      <div className={amounts} aria-live="polite">
        <div>
          <div className={label}>{t.dueToday}</div>
          <div className={big} data-testid="amount-due">
            {formatMoney(q.amount_due_cents)}
          </div>
          <div className={hint}>{t.dueTodayHint(q.days_left, renewal)}</div>
        </div>
        <div>
          <div className={label}>{t.newPrice}</div>
          <div className={big} data-testid="new-price">
            {subscriptionTexts.price(formatMoney(q.new_price_cents), q.periodicity)}
          </div>
          <div className={hint}>{t.newPriceHint(renewal, formatMoney(q.current_price_cents))}</div>
        </div>
      </div>
      <h3 className={sub}>{t.whatChanges}</h3>
      <ul className={list}>
        {q.changes.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>{t.coverFrom}</p>
      {confirmError && <Alert type="danger" message={confirmError} />}
      <div className={actions}>
        <Button onClick={onConfirm} loading={confirming}>
          {t.confirm}
        </Button>
      </div>
    </Card>
  );
}
