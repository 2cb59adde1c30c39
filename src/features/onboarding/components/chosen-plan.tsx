import { css } from 'goober';
import { Link } from 'wouter';
import type { Plan } from '../../../api/list-plans.ts';
import { vars } from '../../../ui/tokens.ts';
import { onboardingTexts } from '../../../i18n/onboarding.ts';
import type { PlanChoice } from '../flow-state.ts';
import { planPrice } from './plan-card.tsx';
import { formatMoney } from '../../../i18n/format.ts';
import { paths, withinArea } from '../../../core/routing/paths.ts';

const t = onboardingTexts;
const box = css`display:flex;justify-content:space-between;align-items:center;gap:${vars.space[3]};flex-wrap:wrap;
  padding:${vars.space[3]};border-radius:${vars.radius.md};background:${vars.color.surfaceMuted};
  & a{color:${vars.color.primary};font-weight:600;min-height:44px;display:inline-flex;align-items:center;}`;

/** The plan carried from the plans screen, with a way back to change it. */
export function ChosenPlan({ choice, plan }: { choice: PlanChoice; plan: Plan | undefined }) {
  const price = plan
    ? `${formatMoney(planPrice(plan, choice.periodicity))} ${choice.periodicity === 'anual' ? t.plans.perYear : t.plans.perMonth}`
    : '';
  return (
    <div className={box}>
      <p>
        {t.form.plan}: <strong>{plan?.name ?? choice.code}</strong> {price}
      </p>
      <Link href={withinArea(paths.plans)}>{t.form.changePlan}</Link>
    </div>
  );
}
