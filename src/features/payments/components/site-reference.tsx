import { formatDate } from '../../../i18n/format.ts';
import { siteTexts as t } from '../../../i18n/payments.ts';
import { formatMoney } from '../../../i18n/format.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Card } from '../../../ui/card.tsx';
import type { Payment, SiteReference } from '../api/types.ts';
import { css } from 'goober';
import { vars } from '../../../ui/tokens.ts';
import { big, details, stack } from './styles.ts';

// The part the counter reads: centred, on its own lines, never broken inside a group.
const ticket = css`
  margin:0;padding:${vars.space[4]};text-align:center;border:2px dashed ${vars.color.borderStrong};border-radius:${vars.radius.md};
  & dt{color:${vars.color.textMuted};}& dd{margin:0 0 ${vars.space[2]};}
`;
const digits = css`font-size:${vars.font.lg};font-weight:700;font-variant-numeric:tabular-nums;word-spacing:.2em;`;

const time = new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Madrid' });

/** The 20 digits in groups of four, the way a counter reads them aloud. */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The reference as the counter reads it: the code large, the number grouped, amount, place and expiry. */
export function SiteReferenceCard({ payment, site }: { payment: Payment; site: SiteReference }) {
  return (
    <Card as="section" aria-labelledby="reference-title">
      <div className={stack}>
        <h2 id="reference-title">{t.referenceTitle}</h2>
        <p>
          <Badge tone="warning">{t.validation}</Badge>
        </p>
        <dl className={ticket}>
          <dt>{t.code}</dt>
          <dd className={big}>{site.code}</dd>
          <dt>{t.number}</dt>
          <dd className={digits}>{grouped(site.number)}</dd>
        </dl>
        <dl className={details}>
          <dt>{t.amount}</dt>
          <dd>{formatMoney(payment.amount_cents)}</dd>
          <dt>{t.place}</dt>
          <dd>
            {site.headquarters_name}
            <br />
            {site.headquarters_address}
          </dd>
          <dt>{t.expires}</dt>
          <dd>{`${formatDate(site.expires_at)}, ${time.format(new Date(site.expires_at))}`}</dd>
        </dl>
        <p>{t.instructions}</p>
        <p>{t.validationMessage}</p>
      </div>
    </Card>
  );
}
