import { css } from 'goober';
import { Link } from 'wouter';
import { Card } from '../../../ui/card.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { buttonClass } from '../../../ui/button.tsx';
import { Sparkles, CirclePlus } from '../../../ui/icons.ts';
import { vars } from '../../../ui/tokens.ts';
import { formatLongDate } from '../../../i18n/format.ts';
import { subscriptionTexts as t } from '../../../i18n/subscription.ts';
import type { Subscription } from '../api/types.ts';
import { formatMoney } from '../../../i18n/format.ts';
import { subscriptionPaths } from '../../../core/routing/paths.ts';

const { space, color, font } = vars;
const head = css`display:flex;justify-content:space-between;align-items:flex-start;gap:${space[2]};flex-wrap:wrap;`;
const name = css`font-size:${font.xl};margin:0;`;
const price = css`font-size:${font.lg};font-weight:700;color:${color.primary};margin:${space[1]} 0 ${space[3]};`;
const facts = css`display:grid;grid-template-columns:auto minmax(0,1fr);gap:${space[1]} ${space[3]};margin:0 0 ${space[3]};& dt{color:${color.textMuted};}& dd{margin:0;font-weight:600;}`;
const sub = css`font-size:${font.md};margin:${space[3]} 0 ${space[1]};`;
const list = css`margin:0;padding-left:${space[5]};`;
const actions = css`display:flex;flex-wrap:wrap;gap:${space[3]};margin-top:${space[4]};`;
const note = css`color:${color.textMuted};margin-top:${space[3]};`;

const tone = (status: string) => (status === 'Active' ? 'success' : status === 'En Mora' ? 'danger' : 'warning');

export function PlanSummary({ subscription: s }: { subscription: Subscription }) {
  const canUpgrade = s.upgrade_options.length > 0;
  return (
    <Card as="section" aria-labelledby="plan-heading">
      <div className={head}>
        <h2 id="plan-heading" className={name}>
          {s.plan.name}
        </h2>
        <Badge tone={tone(s.payment_status)}>{t.paymentStatuses[s.payment_status] ?? s.payment_status}</Badge>
      </div>
      <p className={price} data-testid="subscription-price">
        {t.price(formatMoney(s.price_cents), s.periodicity)}
      </p>
      <dl className={facts}>
        <dt>{t.renewal}</dt>
        <dd>{formatLongDate(s.renewal_date)}</dd>
        <dt>{t.memberSince}</dt>
        <dd>{formatLongDate(s.member_since)}</dd>
      </dl>
      <h3 className={sub}>{t.coverage}</h3>
      <ul className={list}>
        {s.plan.coverage.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h3 className={sub}>{t.services}</h3>
      {s.services.length === 0 ? (
        <p>{t.noServices}</p>
      ) : (
        <ul className={list} data-testid="subscription-services">
          {s.services.map((service) => (
            <li key={service.code}>{t.serviceLine(service.name, formatMoney(service.monthly_price_cents))}</li>
          ))}
        </ul>
      )}
      {s.managed_by_company && <p className={note}>{t.managedByCompany}</p>}
      {!s.managed_by_company && !canUpgrade && <p className={note}>{t.topPlan}</p>}
      <div className={actions}>
        {canUpgrade && (
          <Link href={`~${subscriptionPaths.upgrade}`} className={buttonClass('primary')}>
            <Sparkles size={20} aria-hidden="true" />
            {t.upgrade}
          </Link>
        )}
        {s.available_services.length > 0 && (
          <Link href={`~${subscriptionPaths.extension}`} className={buttonClass('secondary')}>
            <CirclePlus size={20} aria-hidden="true" />
            {t.extend}
          </Link>
        )}
      </div>
    </Card>
  );
}
