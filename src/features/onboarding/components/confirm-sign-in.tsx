// After the e-mail is confirmed, the password once: a link alone never opens a session (docs/onboarding.md).
import { useState } from 'react';
import { css } from 'goober';
import { useLocation } from 'wouter';
import { login } from '../../../core/session/session.ts';
import { markFreshSignup } from '../../../core/session/fresh-signup.ts';
import { errorMessage, ShownError } from '../../../core/errors/error-message.ts';
import { required } from '../../../forms/rules.ts';
import { useForm } from '../../../forms/use-form.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Field } from '../../../ui/field.tsx';
import { IconButton } from '../../../ui/icon-button.tsx';
import { Eye, EyeOff } from '../../../ui/icons.ts';
import { vars } from '../../../ui/tokens.ts';
import { onboardingTexts } from '../../../i18n/onboarding.ts';
import type { Confirmation } from '../api/confirm-registration.ts';
import { paths, withinArea } from '../../../core/routing/paths.ts';

const t = onboardingTexts.confirm;
const formClass = css`display:flex;flex-direction:column;gap:${vars.space[4]};`;

export function ConfirmSignIn({ confirmation }: { confirmation: Confirmation }) {
  const [, navigate] = useLocation();
  const [visible, setVisible] = useState(false);
  const form = useForm({
    id: 'confirmar',
    initial: { password: '' },
    rules: { password: [required()] },
    onSubmit: async ({ password }) => {
      try {
        await login(confirmation.email, password);
      } catch (error) {
        throw new ShownError(errorMessage(error, onboardingTexts.form.createFailed));
      }
      markFreshSignup();
      navigate(withinArea(paths.endRegistration(confirmation.first_name)));
    },
  });
  return (
    <form className={formClass} onSubmit={form.submit} method="post" noValidate>
      <p>{t.passwordIntro(confirmation.email)}</p>
      {form.failure && <Alert type="danger" message={form.failure} />}
      <Field
        id="confirmar-email"
        label={t.email}
        name="username"
        type="email"
        value={confirmation.email}
        autoComplete="username"
        readOnly
      />
      <Field
        {...form.field('password')}
        label={t.password}
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        trailing={
          <IconButton
            icon={visible ? EyeOff : Eye}
            label={visible ? onboardingTexts.form.hidePassword : onboardingTexts.form.showPassword}
            aria-pressed={visible}
            onClick={() => setVisible(!visible)}
          />
        }
      />
      <Button type="submit" fullWidth loading={form.submitting}>
        {t.submit}
      </Button>
    </form>
  );
}
