// The link of the confirmation e-mail: confirms once (a used or unknown link gets its own clear page), then
// asks for the password once and goes to end-registration, signed in.
import { css } from 'goober';
import { Link, useSearch } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { ShownError } from '../../../core/errors/error-message.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { BadgeCheck, CircleExclamationPoint } from '../../../ui/icons.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { vars } from '../../../ui/tokens.ts';
import { onboardingTexts } from '../../../i18n/onboarding.ts';
import { AuthScreen } from '../../../ui/auth-screen.tsx';
import { brandTexts } from '../../../i18n/brand.ts';
import { confirmRegistration, type Confirmation } from '../api/confirm-registration.ts';
import { ConfirmSignIn } from '../components/confirm-sign-in.tsx';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { readStoredJson, writeStoredJson } from '../../../core/state/storage.ts';
import { paths, withinArea } from '../../../core/routing/paths.ts';

const t = onboardingTexts.confirm;
const actions = css`display:flex;flex-direction:column;gap:${vars.space[3]};width:100%;`;
const done = css`display:flex;flex-direction:column;gap:${vars.space[3]};& > svg{color:${vars.color.primary};}`;
const KEY = 'onboarding:confirmed:';

/** A reload after a successful confirmation must not turn into "this link was used": remember it in the tab. */
async function confirmOnce(token: string): Promise<Confirmation> {
  const kept = readStoredJson('session', KEY + token) as Confirmation | null;
  if (kept) return kept;
  const confirmation = await confirmRegistration(token);
  writeStoredJson('session', KEY + token, confirmation);
  return confirmation;
}

function Dead({ title, message, help }: { title: string; message: string; help: string }) {
  return (
    <Card>
      <div className={done} role="alert">
        <CircleExclamationPoint size={48} aria-hidden="true" />
        <PageHeader title={title} />
        {message && <p>{message}</p>}
        <p>{help}</p>
        <div className={actions}>
          <Link href={withinArea(paths.login)} className={buttonClass('primary', 'md', true)}>
            {t.login}
          </Link>
          <Link href={withinArea(paths.register)} className={buttonClass('secondary', 'md', true)}>
            {t.register}
          </Link>
        </div>
      </div>
    </Card>
  );
}

export function ConfirmPage() {
  useDocumentTitle(t.title);
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  const remote = useRemote(() => (token ? confirmOnce(token) : Promise.reject(new ShownError(t.missing))), token, { afterConfig: true });
  if (!token)
    return (
      <AuthScreen brand={brandTexts}>
        <Dead title={t.missing} message="" help={t.missingHelp} />
      </AuthScreen>
    );
  // A used (410) or unknown (404) link is an answer with its own page, not a failure to retry.
  const status = remote.httpStatus;
  if (remote.status === 'error' && (status === 404 || status === 410))
    return (
      <AuthScreen brand={brandTexts}>
        <Dead title={t.failed} message={remote.error} help={status === 410 ? t.usedHelp : t.unknownHelp} />
      </AuthScreen>
    );
  return (
    <AuthScreen brand={brandTexts}>
      <RemoteView
        remote={remote}
        loadingLabel={t.confirming}
        showLabel
        lines={0}
        errorTitle={t.error}
        frame={(state) => (
          <Card>
            <PageHeader title={t.title} />
            {state}
          </Card>
        )}
      >
        {(confirmation) => (
          <Card>
            <div className={done}>
              <BadgeCheck size={48} aria-hidden="true" />
              <PageHeader title={t.confirmed} />
              <ConfirmSignIn confirmation={confirmation} />
            </div>
          </Card>
        )}
      </RemoteView>
    </AuthScreen>
  );
}
