import { css } from 'goober';
import { vars } from '../../../ui/tokens.ts';
import { onboardingTexts } from '../../../i18n/onboarding.ts';
import type { Periodicity } from '../flow-state.ts';

const t = onboardingTexts.plans;
const { space, color, radius } = vars;
const group = css`border:0;padding:0;margin:0;display:flex;flex-direction:column;gap:${space[2]};& legend{font-weight:600;margin-bottom:${space[2]};}`;
const options = css`display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:${space[2]};
  & label{display:flex;align-items:center;justify-content:center;gap:${space[2]};min-height:44px;border:2px solid ${color.borderStrong};border-radius:${radius.md};cursor:pointer;font-weight:600;background:${color.surface};}
  & label:has(input:checked){border-color:${color.primary};color:${color.primary};}
  & input{accent-color:${color.primary};width:18px;height:18px;margin:0;}`;

/** Monthly or yearly, as two native radios (arrow keys move between them). */
export function PeriodicitySwitch({ value, onChange }: { value: Periodicity; onChange: (p: Periodicity) => void }) {
  return (
    <fieldset className={group}>
      <legend>{t.periodicity}</legend>
      <div className={options}>
        {(['mensual', 'anual'] as const).map((p) => (
          <label key={p}>
            <input type="radio" name="periodicity" value={p} checked={value === p} onChange={() => onChange(p)} />
            {p === 'mensual' ? t.monthly : t.yearly}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
