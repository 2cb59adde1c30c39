import { css } from 'goober';
import { passwordRules } from '../../../forms/password-rules.ts';
import { Check, X } from '../../../ui/icons.ts';
import { vars } from '../../../ui/tokens.ts';
import { formTexts } from '../../../i18n/forms.ts';
import { onboardingTexts } from '../../../i18n/onboarding.ts';

const list = css`display:flex;flex-direction:column;gap:${vars.space[1]};font-size:${vars.font.sm};margin-top:${vars.space[1]};
  & li{display:flex;align-items:center;gap:${vars.space[2]};color:${vars.color.textMuted};}
  & li[data-met=true]{color:${vars.color.success};}`;

/** The password rules, each ticked as the user types; read with the field (aria-describedby on `id`). */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  return (
    <div id={id}>
      <p className={css`font-size:${vars.font.sm};`}>{onboardingTexts.form.passwordRules}</p>
      <ul className={list}>
        {passwordRules.map((rule) => {
          const met = rule.test(password);
          const Icon = met ? Check : X;
          return (
            <li key={rule.id} data-met={met}>
              <Icon size={16} aria-hidden="true" />
              {rule.label}
              <span className="visually-hidden">({met ? formTexts.ruleMet : formTexts.ruleUnmet})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
