// /public/welcome?token=…: a customer registered by an advisor opens the welcome e-mail's link, chooses their
// password once, and then signs in like any member. The link's token is the only key.
import { useEffect, useState } from 'react';
import { css } from 'goober';
import { Link, useSearch } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { ApiError, ShownError } from '../../../core/errors/error-message.ts';
import { withTimeout } from '../../../core/loading/use-remote.ts';
import { paths } from '../../../core/routing/paths.ts';
import { password, required, sameAs } from '../../../forms/rules.ts';
import { useForm } from '../../../forms/use-form.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Field } from '../../../ui/field.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { vars } from '../../../ui/tokens.ts';
import { welcomeTexts as t } from '../../../i18n/sales-register.ts';
import { activateWelcome } from '../api/activate-welcome.ts';
import { getWelcome, type WelcomeInfo } from '../api/get-welcome.ts';
import { useRemote } from '../../../core/loading/use-remote.ts';

const formClass = css`display:flex;flex-direction:column;gap:${vars.space[4]};`;

type Values = { password: string; password_repeat: string };

export function WelcomePage() {
  useDocumentTitle(t.title);
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  return (
    // The public area already frames the page with the brand (app/routes/public-area.tsx).
    <Card>
      {token ? (
        <Welcome token={token} />
      ) : (
        <>
          <PageHeader title={t.invalid} />
          <Alert type="danger" message={t.missing} />
        </>
      )}
    </Card>
  );
}

function Welcome({ token }: { token: string }) {
  // Opened straight from an e-mail: the configuration exchange may still be on its way.
  const info = useRemote(() => getWelcome(token), token, { afterConfig: true });
  const [done, setDone] = useState<string | null>(null);
  if (done) {
    return (
      <>
        <PageHeader title={t.done} subtitle={t.doneMessage(done)} />
        <Link href={`~${paths.login}`} className={buttonClass('primary', 'md', true)}>
          {t.login}
        </Link>
      </>
    );
  }
  // A used or expired link is final (410, 404): a retry gives the same answer, but a network failure is not.
  return (
    <RemoteView remote={info} loadingLabel={t.loading} errorTitle={t.invalid} lines={4}>
      {(data) => <PasswordForm token={token} info={data} onDone={setDone} />}
    </RemoteView>
  );
}

function PasswordForm({ token, info, onDone }: { token: string; info: WelcomeInfo; onDone: (email: string) => void }) {
  const form = useForm<Values>({
    id: 'bienvenida',
    initial: { password: '', password_repeat: '' },
    rules: { password: [required(), password()], password_repeat: [required(), sameAs<Values>('password')] },
    onSubmit: async (values) => {
      try {
        const reply = await withTimeout(activateWelcome(token, values.password));
        onDone(reply.email);
      } catch (error) {
        if (error instanceof ApiError && error.status !== undefined && error.status < 500) throw error;
        throw new ShownError(t.failed);
      }
    },
  });
  useEffect(() => document.getElementById('bienvenida-password')?.focus(), []);
  return (
    <>
      <PageHeader title={t.title} subtitle={t.greeting(info.first_name, info.plan_name)} />
      <form className={formClass} onSubmit={form.submit} noValidate>
        <p>{t.intro(info.email)}</p>
        <input type="email" name="username" autoComplete="username" value={info.email} readOnly hidden />
        <Field {...form.field('password')} label={t.password} hint={t.passwordRules} type="password" autoComplete="new-password" />
        <Field {...form.field('password_repeat')} label={t.passwordRepeat} type="password" autoComplete="new-password" />
        {form.failure && <Alert type="danger" message={form.failure} />}
        <Button type="submit" fullWidth loading={form.submitting}>
          {t.submit}
        </Button>
      </form>
    </>
  );
}
