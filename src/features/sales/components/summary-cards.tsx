// The period's figures: sales, amounts in EUR, and counts by opportunity stage and by payment status.
import { css } from 'goober';
import { Card } from '../../../ui/card.tsx';
import { vars } from '../../../ui/tokens.ts';
import { formatMoney } from '../../../i18n/format.ts';
import { salesTexts as t, statusLabel } from '../../../i18n/sales.ts';
import type { SalesSummary } from '../api/types.ts';

const { space, font, color } = vars;
const figures = css`display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:${space[3]};margin:0;`;
const figure = css`display:flex;flex-direction:column;gap:${space[1]};& dd{margin:0;font-size:${font.lg};font-weight:700;font-variant-numeric:tabular-nums;}& dt{color:${color.textMuted};font-size:${font.sm};}`;
const counts = css`display:grid;grid-template-columns:minmax(0,1fr) auto;gap:${space[1]} ${space[3]};margin:${space[2]} 0 0;& dd{margin:0;font-weight:600;text-align:right;}`;
const pair = css`display:contents;`;
const title = css`font-size:${font.md};margin:0;`;
const cols = css`display:grid;gap:${space[3]};grid-template-columns:repeat(auto-fit,minmax(min(160px,100%),1fr));`;

function Counts({ heading, values }: { heading: string; values: Record<string, number> }) {
  const entries = Object.entries(values).sort((a, b) => b[1] - a[1]);
  return (
    <Card as="section">
      <h3 className={title}>{heading}</h3>
      <dl className={counts}>
        {entries.map(([key, n]) => (
          <div key={key} className={pair}>
            <dt>{statusLabel(key)}</dt>
            <dd>{n}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export function SummaryCards({ summary }: { summary: SalesSummary }) {
  return (
    <>
      <Card>
        <dl className={figures}>
          <div className={figure}>
            <dt>{t.salesCount}</dt>
            <dd>{summary.count}</dd>
          </div>
          <div className={figure}>
            <dt>{t.totalSold}</dt>
            <dd>{formatMoney(summary.total_cents)}</dd>
          </div>
          <div className={figure}>
            <dt>{t.totalWon}</dt>
            <dd>{formatMoney(summary.won_cents)}</dd>
          </div>
        </dl>
      </Card>
      <div className={cols}>
        <Counts heading={t.byStage} values={summary.by_stage} />
        <Counts heading={t.byPayment} values={summary.by_payment_status} />
      </div>
    </>
  );
}
