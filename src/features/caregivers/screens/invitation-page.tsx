// /public/caregiver/:token: the person a member invited to help reads who invites them, for what and until when,
// asks for the code (sent to the address the member gave) and accepts with a login they have or a new one. A
// link that was used, withdrawn or is past its date says so and what to do (docs/caregivers.md, "The invitation").
import { useState } from 'react';
import { css } from 'goober';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { ApiError, errorMessage } from '../../../core/errors/error-message.ts';
import { paths } from '../../../core/routing/paths.ts';
import { useForm } from '../../../forms/use-form.ts';
import { password as passwordRule, required } from '../../../forms/rules.ts';
import type { Rule } from '../../../forms/rule.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Field } from '../../../ui/field.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ToggleChips } from '../../../ui/toggle-chips.tsx';
import { vars } from '../../../ui/tokens.ts';
import { caregiverTexts } from '../../../i18n/caregivers.ts';
import { formatLongDate } from '../../../i18n/format.ts';
import { acceptInvitation, getInvitation, sendInvitationCode, type CaregiverInvitation } from '../api/invitation.ts';

const t = caregiverTexts.invitation;
const stack = css`display:flex;flex-direction:column;gap:${vars.space[4]};`;
// The global style strips list markers and gives an h2 the page-title scale: a titled list inside a card wants both
// back at a card's scale (as Quién ha entrado's visits, profile/components/caregiver-access-section.tsx).
const list = css`margin:${vars.space[2]} 0 0;padding-left:${vars.space[5]};list-style:disc;`;
const subheading = css`font-size:${vars.font.md};`;

type Values = { code: string; mode: string; username: string; name: string; password: string };

/** Required only on the side of the choice in use (an existing login, or a new one). */
const when =
  (mode: string, message: string): Rule<Values> =>
  (value, values) =>
    values.mode === mode ? required(message)(value, values) : undefined;

const rules = {
  code: [required(t.codeRequired)],
  username: [when('existing', t.usernameRequired)],
  name: [when('new', t.nameRequired)],
  password: [
    required(t.passwordRequired),
    ((value, values) => (values.mode === 'new' ? passwordRule()(value, values) : undefined)) as Rule<Values>,
  ],
};

/** A link that no longer works (410) or never did (404): what happened and what to do, no retry. */
function Gone({ status }: { status: 404 | 410 }) {
  return (
    <Card>
      <EmptyState
        title={status === 410 ? t.goneTitle : t.notFoundTitle}
        message={status === 410 ? t.goneMessage : t.notFoundMessage}
        action={
          <Link href={`~${paths.login}`} className={buttonClass('secondary')}>
            {t.toLogin}
          </Link>
        }
      />
    </Card>
  );
}

const goneStatus = (error: unknown): 404 | 410 | null =>
  error instanceof ApiError && (error.status === 410 || error.status === 404) ? error.status : null;

function Accept({ token, invitation }: { token: string; invitation: CaregiverInvitation }) {
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendFailure, setSendFailure] = useState('');
  const [gone, setGone] = useState<404 | 410 | null>(null);
  const [accepted, setAccepted] = useState<string | null>(null);
  const form = useForm<Values>({
    id: 'caregiver-accept',
    initial: { code: '', mode: 'new', username: '', name: invitation.caregiver_name, password: '' },
    rules,
    onSubmit: async (values) => {
      const body =
        values.mode === 'existing'
          ? { code: values.code.trim(), username: values.username.trim(), password: values.password }
          : { code: values.code.trim(), name: values.name.trim(), password: values.password };
      try {
        setAccepted((await acceptInvitation(token, body)).username);
      } catch (error) {
        const status = goneStatus(error);
        if (status) setGone(status);
        throw error;
      }
    },
  });
  const send = async () => {
    setSending(true);
    setSendFailure('');
    try {
      await sendInvitationCode(token);
      setSent(true);
    } catch (error) {
      const status = goneStatus(error);
      if (status) setGone(status);
      else setSendFailure(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  if (gone) return <Gone status={gone} />;
  if (accepted) {
    return (
      <Card>
        <EmptyState
          title={t.accepted}
          message={t.acceptedMessage(accepted)}
          action={
            <Link href={`~${paths.login}`} className={buttonClass('primary')}>
              {t.toLogin}
            </Link>
          }
        />
      </Card>
    );
  }
  const existing = form.values.mode === 'existing';
  return (
    <>
      <Card className={stack}>
        <p>{t.intro(invitation.grantor_first_name)}</p>
        <div>
          <h2 className={subheading}>{t.modules}</h2>
          <ul className={list}>
            {invitation.modules.map((m) => (
              <li key={m}>{caregiverTexts.modules[m]}</li>
            ))}
          </ul>
        </div>
        <p>{t.until(formatLongDate(invitation.ends_on))}</p>
        {sent && <Alert type="success" message={t.codeSent(invitation.masked_contact)} />}
        {sendFailure && <Alert type="danger" message={sendFailure} />}
        <Button variant={sent ? 'secondary' : 'primary'} loading={sending} onClick={() => void send()}>
          {sent ? t.resend : t.sendCode}
        </Button>
      </Card>
      <Card>
        <form className={stack} onSubmit={(e) => void form.submit(e as unknown as Event)} noValidate aria-label={t.accept}>
          {form.failure && <Alert type="danger" message={form.failure} />}
          <Field
            {...form.field('code')}
            label={t.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            hint={sent ? undefined : t.codeFirst}
          />
          <ToggleChips
            label={t.accountChoice}
            options={[
              { value: 'new', label: t.newAccount },
              { value: 'existing', label: t.existing },
            ]}
            value={form.values.mode}
            onChange={(mode) => form.set('mode', mode)}
          />
          {existing ? (
            <Field {...form.field('username')} label={t.username} type="email" autoComplete="username" autoCapitalize="none" />
          ) : (
            <Field {...form.field('name')} label={t.name} autoComplete="name" />
          )}
          <Field
            {...form.field('password')}
            label={existing ? t.password : t.newPassword}
            type="password"
            autoComplete={existing ? 'current-password' : 'new-password'}
          />
          <Button type="submit" loading={form.submitting} fullWidth>
            {t.accept}
          </Button>
        </form>
      </Card>
    </>
  );
}

export function InvitationPage({ params }: { params: { token?: string } }) {
  useDocumentTitle(t.title);
  const token = params.token ?? '';
  const remote = useRemote(() => getInvitation(token), token, { afterConfig: true });
  const status = remote.status === 'error' ? goneStatus(remote.failure) : null;
  return (
    <div className={stack}>
      <Card>
        <PageHeader title={t.title} />
      </Card>
      {status ? (
        <Gone status={status} />
      ) : (
        <RemoteView remote={remote} loadingLabel={t.loading} errorTitle={t.errorTitle} lines={4}>
          {(invitation) => <Accept token={token} invitation={invitation} />}
        </RemoteView>
      )}
    </div>
  );
}
