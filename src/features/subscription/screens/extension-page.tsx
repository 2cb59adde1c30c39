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

function ServiceChoice({ subscription: s }: { subscription: Subscription }) {
  const [codes, setCodes] = useState<string[]>([]);
  const change = useChange(codes.length > 0 ? { concept: 'extension', service_codes: codes } : null);
  const toggle = (code: string, on: boolean) =>
    setCodes((current) => s.available_services.map((x) => x.code).filter((c) => (c === code ? on : current.includes(c))));
  if (s.available_services.length === 0) return <p>{t.noServices}</p>;
  return (
    <div className={stack}>
      <fieldset className={optionList}>
        <legend>{t.chooseServices}</legend>
        {s.available_services.map((service) => (
          <label key={service.code} className={optionCard}>
            <input
              type="checkbox"
              name="services"
              value={service.code}
              checked={codes.includes(service.code)}
              onChange={(e) => toggle(service.code, e.currentTarget.checked)}
            />
            <span className={optionName}>{service.name}</span>
            <span className={optionPrice}>{t.serviceOption(formatMoney(service.monthly_price_cents))}</span>
            <span className={optionDetail}>{service.description}</span>
          </label>
        ))}
      </fieldset>
      <ChangeSummary {...change} onConfirm={() => void change.confirm()} />
    </div>
  );
}

export function ExtensionPage() {
  const remote = useSubscription(false);
  return (
    <ChangeFrame title={t.extensionTitle} subtitle={t.extensionSubtitle} remote={remote}>
      {(subscription) => <ServiceChoice subscription={subscription} />}
    </ChangeFrame>
  );
}
