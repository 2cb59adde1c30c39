import { useEffect, useRef, useState } from 'react';
import { css } from 'goober';
import { Link } from 'wouter';
import { whenConfigReady } from '../../../core/config-ready.ts';
import { useDocumentTitle } from '../../../core/document-title.ts';
import { navigate } from '../../../core/navigation.ts';
import { paths } from '../../../core/paths.ts';
import { useStore } from '../../../core/store.ts';
import { takeEarlySubmit, typedBefore } from '../../../core/prerender-handoff.ts';
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
import { lazyPart } from '../../../core/lazy-part.tsx';
import { loginErrorText } from '../login-failure.ts';
import { validateLogin, type LoginFieldErrors } from '../login-validation.ts';

const form = css`display:flex;flex-direction:column;gap:${vars.space[4]};`;
const footer = css`text-align:center;color:${vars.color.textMuted};& a{color:${vars.color.primary};font-weight:600;}`;

// Shown only when something went wrong: their code (and the design system's Alert) loads then.
const ConfigStatus = lazyPart(() => import('../components/config-status.tsx').then((m) => m.ConfigStatus));
const CookiesBlocked = lazyPart(() => import('../components/cookies-blocked.tsx').then((m) => m.CookiesBlocked));
const FormError = lazyPart(() => import('../components/form-error.tsx').then((m) => m.FormError));

export function LoginPage() {
  useDocumentTitle(t.title);
  const configStatus = useStore((s) => s.config.status);
  const cookiesBlocked = useStore((s) => s.cookiesBlocked);
  const [email, setEmail] = useState(() => typedBefore('login-email'));
  const [password, setPassword] = useState(() => typedBefore('login-password'));
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // Submitted on the prerendered page before this script arrived: carry on with what was typed.
  useEffect(() => {
    if (takeEarlySubmit()) formRef.current?.requestSubmit();
  }, []);

  const submit = async (event: Event) => {
    event.preventDefault();
    const found = validateLogin(email, password);
    setErrors(found);
    setFailure('');
    if (found.email || found.password) {
      document.getElementById(found.email ? 'login-email' : 'login-password')?.focus();
      return;
    }
    setBusy(true);
    try {
      // The session machinery (HTTP client, token refresh) is not needed to paint this screen: it loads here.
      const [{ login }] = await Promise.all([import('../../../core/session.ts'), whenConfigReady()]);
      const profiles = await login(email.trim(), password);
      navigate(profiles.length > 1 ? paths.switchPerson : paths.home);
    } catch (error) {
      // The cookie notice speaks for itself; anything else is said next to the form. Nothing typed is lost.
      if ((error as Error | null)?.name !== 'CookiesBlockedError') setFailure(loginErrorText(error));
      setBusy(false);
    }
  };

  return (
    <AuthScreen brand={brandTexts}>
      {configStatus === 'error' && <ConfigStatus />}
      {cookiesBlocked && <CookiesBlocked />}
      <Card>
        <PageHeader title={t.title} subtitle={t.subtitle} />
        {/* POST, so that a submit before the script has loaded never puts the password in a URL. */}
        <form ref={formRef} className={form} method="post" onSubmit={submit} noValidate>
          {failure && <FormError message={failure} />}
          <Field
            id="login-email"
            label={t.email}
            type="email"
            name="username"
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            spellcheck={false}
            required
            value={email}
            error={errors.email}
            onInput={(e) => setEmail((e.target as HTMLInputElement).value)}
          />
          <Field
            id="login-password"
            label={t.password}
            type={visible ? 'text' : 'password'}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            error={errors.password}
            onInput={(e) => setPassword((e.target as HTMLInputElement).value)}
            trailing={
              <IconButton
                icon={visible ? EyeOff : Eye}
                label={visible ? t.hidePassword : t.showPassword}
                aria-pressed={visible}
                onClick={() => setVisible(!visible)}
              />
            }
          />
          <Button type="submit" fullWidth loading={busy}>
            {busy && configStatus === 'loading' ? t.waitingConfig : t.submit}
          </Button>
        </form>
      </Card>
      <p className={footer}>
        {t.noAccount} <Link href={`~${paths.register}`}>{t.register}</Link>
      </p>
    </AuthScreen>
  );
}
