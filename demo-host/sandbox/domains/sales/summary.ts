// The advisor summary of a period: how many sales, their value in EUR, and how they stand by opportunity stage
// and by payment status.
import type { SalesCustomer, SalesSummary } from '../../../../contract/sales/schemas.ts';

const tally = (counts: Record<string, number>, key: string | null) => {
  if (key !== null) counts[key] = (counts[key] ?? 0) + 1;
};

export function summarize(rows: SalesCustomer[], from: string | null, to: string | null): SalesSummary {
  const summary: SalesSummary = {
    from,
    to,
    count: rows.length,
    total_cents: 0,
    won_cents: 0,
    currency: 'EUR',
    by_stage: {},
    by_payment_status: {},
  };
  for (const row of rows) {
    summary.total_cents += row.amount_cents;
    if (row.stage === 'win') {
      summary.won_cents += row.amount_cents;
      // A payment status means something only once the sale is won.
      tally(summary.by_payment_status, row.payment_status);
    }
    tally(summary.by_stage, row.stage);
  }
  return summary;
}
