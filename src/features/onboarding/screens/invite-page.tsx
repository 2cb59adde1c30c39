// /public/invite/{name}/{id} and /public/invite/{id}: the welcome of a person invited by their holder, then
// their own registration. An unknown or already used invitation gets a page of its own.
import { useState } from 'react';
import { css } from 'goober';
import { Link, useLocation, useSearch } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { buttonClass } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { BadgeCheck } from '../../../ui/icons.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { vars } from '../../../ui/tokens.ts';
import { inviteTexts as t } from '../../../i18n/onboarding-invite.ts';
import { getInvitation } from '../api/get-invitation.ts';
import { BeneficiaryRegistration } from '../components/beneficiary-registration.tsx';
import { InviteDeadEnd } from '../components/invite-dead-end.tsx';
import { InviteWelcome } from '../components/invite-welcome.tsx';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { paths } from '../../../core/routing/paths.ts';

const done = css`display:flex;flex-direction:column;gap:${vars.space[3]};& > svg{color:${vars.color.success};}`;

function safeDecode(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function InvitePage({ params }: { params: { name?: string; id?: string } }) {
  useDocumentTitle(t.title);
  const id = params.id ?? '';
  const invitedBy = safeDecode(params.name)?.trim();
  const [location, navigate] = useLocation();
  const step = new URLSearchParams(useSearch()).get('paso');
  const remote = useRemote(() => getInvitation(id), id, { afterConfig: true });
  const [finished, setFinished] = useState<string | null>(null);

  if (finished) {
    return (
      <Card>
        <div className={done} role="status">
          <BadgeCheck size={48} aria-hidden="true" />
          <PageHeader title={t.doneTitle} />
          <p>{t.done(finished)}</p>
          <Link href={`~${paths.login}`} className={buttonClass('primary', 'md', true)}>
            {t.login}
          </Link>
        </div>
      </Card>
    );
  }
  // A used (410) or unknown (404) invitation is an answer with its own page, not a failure to retry.
  const status = remote.httpStatus;
  if (remote.status === 'error' && (status === 404 || status === 410)) return <InviteDeadEnd used={status === 410} />;
  return (
    <RemoteView
      remote={remote}
      loadingLabel={t.loading}
      showLabel
      lines={0}
      errorTitle={t.loadError}
      frame={(state) => (
        <Card>
          <PageHeader title={t.title} />
          {state}
        </Card>
      )}
    >
      {(invitation) =>
        step ? (
          <BeneficiaryRegistration invitation={invitation} base={location} onDone={(v) => setFinished(v.first_name.trim())} />
        ) : (
          <InviteWelcome invitation={invitation} invitedBy={invitedBy} onStart={() => navigate(`${location}?paso=datos`)} />
        )
      }
    </RemoteView>
  );
}
