import { useState } from 'react';
import { Field } from '../../../ui/field.tsx';
import { IconButton } from '../../../ui/icon-button.tsx';
import { Eye, EyeOff } from '../../../ui/icons.ts';
import { onboardingTexts } from '../../../i18n/onboarding.ts';
import { PasswordChecklist } from './password-checklist.tsx';
import type { FieldBinding } from '../../../forms/use-form.ts';

const t = onboardingTexts.form;

/** A new password: shown or hidden on demand, with its rules ticked as the user types. */
export function PasswordField({ binding }: { binding: FieldBinding }) {
  const [visible, setVisible] = useState(false);
  const rulesId = `${binding.id}-rules`;
  return (
    <div>
      <Field
        {...binding}
        label={t.password}
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        aria-describedby={rulesId}
        trailing={
          <IconButton
            icon={visible ? EyeOff : Eye}
            label={visible ? t.hidePassword : t.showPassword}
            aria-pressed={visible}
            onClick={() => setVisible(!visible)}
          />
        }
      />
      <PasswordChecklist id={rulesId} password={binding.value} />
    </div>
  );
}
