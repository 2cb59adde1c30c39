import { css } from 'goober';
import type { Plan } from '../../../api/list-plans.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Check } from '../../../ui/icons.ts';
import { vars } from '../../../ui/tokens.ts';
import { formatMoney } from '../../../i18n/format.ts';
import { onboardingTexts } from '../../../i18n/onboarding.ts';
import type { Periodicity } from '../flow-state.ts';

const t = onboardingTexts.plans;
const { space, color, font } = vars;
const body = css`display:flex;flex-direction:column;gap:${space[3]};`;
const top = css`display:flex;justify-content:space-between;align-items:flex-start;gap:${space[2]};& h2{font-size:${font.lg};}`;
const price = css`font-size:${font.xl};font-weight:700;color:${color.primary};& small{font-size:${font.sm};color:${color.textMuted};font-weight:400;}`;
const muted = css`color:${color.textMuted};font-size:${font.sm};`;
const cover = css`display:flex;flex-direction:column;gap:${space[1]};& li{display:flex;gap:${space[2]};align-items:center;}& svg{color:${color.success};flex:none;}`;

export const planPrice = (plan: Plan, periodicity: Periodicity): number =>
  periodicity === 'anual' ? plan.yearly_price_cents : plan.monthly_price_cents;

export const money = (cents: number): string => formatMoney(cents);

export function planAudience(plan: Plan): string {
  return plan.max_beneficiaries > 0 ? t.beneficiaries(plan.max_beneficiaries) : t.justYou;
}

export function PlanCard({ plan, periodicity, onChoose }: { plan: Plan; periodicity: Periodicity; onChoose: () => void }) {
  const yearly = periodicity === 'anual';
  const headingId = `plan-${plan.code}`;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <div className={body}>
        <div className={top}>
          <h2 id={headingId}>{plan.name}</h2>
          <Badge tone={plan.kind === 'family' ? 'primary' : 'neutral'}>{t.kind[plan.kind]}</Badge>
        </div>
        <p className={price}>
          {formatMoney(planPrice(plan, periodicity))} <small>{yearly ? t.perYear : t.perMonth}</small>
        </p>
        <p className={muted}>
          {yearly ? t.orMonthly(formatMoney(plan.monthly_price_cents)) : t.orYearly(formatMoney(plan.yearly_price_cents))} ·{' '}
          {planAudience(plan)}
        </p>
        <ul className={cover}>
          {plan.coverage.map((item) => (
            <li key={item}>
              <Check size={18} aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
        <Button fullWidth onClick={onChoose}>
          {t.choose(plan.name)}
        </Button>
      </div>
    </Card>
  );
}
