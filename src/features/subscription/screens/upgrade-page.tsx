import { useState } from 'react';
import { css } from 'goober';
import { vars } from '../../../ui/tokens.ts';
import { changeTexts as t } from '../../../i18n/subscription.ts';
import type { Subscription } from '../api/types.ts';
import { ChangeFrame } from '../components/change-frame.tsx';
import { ChangeSummary } from '../components/change-summary.tsx';
import { optionCard, optionDetail, optionList, optionName, optionPrice } from '../components/option-style.ts';
import { useSubscription } from '../use-subscription.ts';
import { useChange } from '../use-change.ts';
import { formatMoney } from '../../../i18n/format.ts';

const stack = css`display:flex;flex-direction:column;gap:${vars.space[4]};`;

function UpgradeChoice({ subscription: s }: { subscription: Subscription }) {
  const [code, setCode] = useState<string | null>(null);
  const change = useChange(code ? { concept: 'upgrade', plan_code: code } : null);
  if (s.managed_by_company) return <p>{t.company}</p>;
  if (s.upgrade_options.length === 0) return <p>{t.noUpgrade}</p>;
  return (
    <div className={stack}>
      <fieldset className={optionList}>
        <legend>{t.choosePlan}</legend>
        {s.upgrade_options.map((plan) => {
          const added = plan.coverage.filter((c) => !s.plan.coverage.includes(c));
          return (
            <label key={plan.code} className={optionCard}>
              <input type="radio" name="plan" value={plan.code} checked={code === plan.code} onChange={() => setCode(plan.code)} />
              <span className={optionName}>{plan.name}</span>
              <span className={optionPrice}>{t.planOption(formatMoney(plan.price_cents), s.periodicity)}</span>
              <span className={optionDetail}>{[...added, t.upTo(plan.max_beneficiaries)].join(' · ')}</span>
            </label>
          );
        })}
      </fieldset>
      <ChangeSummary {...change} onConfirm={() => void change.confirm()} />
    </div>
  );
}

export function UpgradePage() {
  const remote = useSubscription(false);
  return (
    <ChangeFrame title={t.upgradeTitle} subtitle={t.upgradeSubtitle} remote={remote}>
      {(subscription) => <UpgradeChoice subscription={subscription} />}
    </ChangeFrame>
  );
}
