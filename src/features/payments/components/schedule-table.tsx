import { css } from 'goober';
import { formatDate } from '../../../i18n/format.ts';
import { agreementTexts as t } from '../../../i18n/payments.ts';
import { formatMoney } from '../../../i18n/format.ts';
import { vars } from '../../../ui/tokens.ts';
import type { Instalment } from '../api/types.ts';

const table = css`
  width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums;
  & th,& td{padding:${vars.space[2]} ${vars.space[3]};text-align:left;border-bottom:1px solid ${vars.color.border};}
  & td:last-child,& th:last-child{text-align:right;}
  & caption{text-align:left;font-weight:700;padding-bottom:${vars.space[2]};}
`;

/** The agreement's calendar: instalment, date and amount. */
export function ScheduleTable({ schedule }: { schedule: Instalment[] }) {
  return (
    <table className={table}>
      <caption>{t.schedule}</caption>
      <thead>
        <tr>
          <th scope="col">{t.number}</th>
          <th scope="col">{t.date}</th>
          <th scope="col">{t.amount}</th>
        </tr>
      </thead>
      <tbody>
        {schedule.map((row) => (
          <tr key={row.number}>
            <td>{row.number}</td>
            <td>{formatDate(row.due_date)}</td>
            <td>{formatMoney(row.amount_cents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
