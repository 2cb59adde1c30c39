import { useEffect, useRef, useState } from 'react';
import { css } from 'goober';
import { Link } from 'wouter';
import { whenConfigReady } from '../../../core/config/config-ready.ts';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { paths } from '../../../core/routing/paths.ts';
import { useStore } from '../../../core/state/store.ts';
import { takeEarlySubmit, typedBefore } from '../../../core/browser/prerender-handoff.ts';
import { ShownError } from '../../../core/errors/error-message.ts';
import { useForm } from '../../../forms/use-form.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Field } from '../../../ui/field.tsx';
import { IconButton } from '../../../ui/icon-button.tsx';
import { Eye, EyeOff } from '../../../ui/icons.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { vars } from '../../../ui/tokens.ts';
import { loginTexts as t } from '../../../i18n/auth-login.ts';
import { AuthScreen } from '../../../ui/auth-screen.tsx';
import { brandTexts } from '../../../i18n/brand.ts';
import { lazyPart } from '../../../core/loading/lazy-part.tsx';
import { inFrame } from '../../../core/bridge/in-frame.ts';
import { loginErrorText } from '../login-failure.ts';
import { loginRules, type LoginValues } from '../login-validation.ts';

const formClass = css`display:flex;flex-direction:column;gap:${vars.space[4]};`;
const footer = css`text-align:center;color:${vars.color.textMuted};& a{color:${vars.color.primary};font-weight:600;}`;

// Shown only when something went wrong: their code (and the design system's Alert) loads then.
const ConfigStatus = lazyPart(() => import('../components/config-status.tsx').then((m) => m.ConfigStatus));
const CookiesBlocked = lazyPart(() => import('../components/cookies-blocked.tsx').then((m) => m.CookiesBlocked));
// Inside another site's page whose cookies the browser blocks: the ways in instead of a form that cannot work.
const FrameAccess = lazyPart(() => import('../components/frame-access.tsx').then((m) => m.FrameAccess));
const FormError = lazyPart(() => import('../components/form-error.tsx').then((m) => m.FormError));

export function LoginPage() {
  useDocumentTitle(t.title);
  const configStatus = useStore((s) => s.config.status);
  const cookiesBlocked = useStore((s) => s.cookiesBlocked);
  const [visible, setVisible] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<LoginValues>({
    id: 'login',
    initial: { email: typedBefore('login-email'), password: typedBefore('login-password') },
    rules: loginRules,
    onSubmit: async ({ email, password }) => {
      try {
        // The session machinery (HTTP client, token refresh) is not needed to paint this screen: it loads here.
        const [{ login }, { afterLogin }] = await Promise.all([
          import('../../../core/session/session.ts'),
          import('../after-login.ts'),
          whenConfigReady(),
        ]);
        await afterLogin(await login(email.trim(), password));
      } catch (error) {
        // The cookie notice speaks for itself; anything else is said next to the form. Nothing typed is lost.
        if ((error as Error | null)?.name !== 'CookiesBlockedError') throw new ShownError(loginErrorText(error));
      }
    },
  });

  // Submitted on the prerendered page before this script arrived: carry on with what was typed.
  useEffect(() => {
    if (takeEarlySubmit()) formRef.current?.requestSubmit();
  }, []);

  // A new attempt clears the last one's message, even one the field rules stop.
  const submit = (event: Event) => {
    form.setFailure('');
    void form.submit(event);
  };

  if (cookiesBlocked && inFrame()) {
    return (
      <AuthScreen brand={brandTexts}>
        <FrameAccess />
      </AuthScreen>
    );
  }

  return (
    <AuthScreen brand={brandTexts}>
      {configStatus === 'error' && <ConfigStatus />}
      {cookiesBlocked && <CookiesBlocked />}
      <Card>
        <PageHeader title={t.title} subtitle={t.subtitle} />
        {/* POST, so that a submit before the script has loaded never puts the password in a URL. */}
        <form ref={formRef} className={formClass} method="post" onSubmit={submit} noValidate>
          {form.failure && <FormError message={form.failure} />}
          <Field
            {...form.field('email')}
            label={t.email}
            type="email"
            name="username"
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            spellcheck={false}
            required
          />
          <Field
            {...form.field('password')}
            label={t.password}
            type={visible ? 'text' : 'password'}
            name="password"
            autoComplete="current-password"
            required
            trailing={
              <IconButton
                icon={visible ? EyeOff : Eye}
                label={visible ? t.hidePassword : t.showPassword}
                aria-pressed={visible}
                onClick={() => setVisible(!visible)}
              />
            }
          />
          <Button type="submit" fullWidth loading={form.submitting}>
            {form.submitting && configStatus === 'loading' ? t.waitingConfig : t.submit}
          </Button>
        </form>
      </Card>
      <p className={footer}>
        {t.noAccount} <Link href={`~${paths.register}`}>{t.register}</Link>
      </p>
    </AuthScreen>
  );
}
