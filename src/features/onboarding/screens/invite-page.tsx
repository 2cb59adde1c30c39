// /public/invite/{name}/{id} and /public/invite/{id}: the welcome of a person invited by their holder, then
// their own registration. The {id} is the link's random token (never the person's id: that could be guessed).
// An unknown, used or expired invitation gets a page of its own.
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
import { InviteDeadEnd, type DeadEnd } from '../components/invite-dead-end.tsx';
import { ApiError } from '../../../core/errors/error-message.ts';
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

/** Which dead end: the server's code tells a used link from one that expired or was replaced by a newer one. */
function deadEnd(status: 404 | 410, failure: unknown): DeadEnd {
  if (status === 404) return 'unknown';
  const code = failure instanceof ApiError ? (failure.data as { error?: string } | undefined)?.error : undefined;
  return code === 'invitation_expired' ? 'expired' : 'used';
}

export function InvitePage({ params }: { params: { name?: string; id?: string } }) {
  useDocumentTitle(t.title);
  const token = params.id ?? '';
  const invitedBy = safeDecode(params.name)?.trim();
  const [location, navigate] = useLocation();
  const step = new URLSearchParams(useSearch()).get('paso');
  const remote = useRemote(() => getInvitation(token), token, { afterConfig: true });
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
  // An unknown (404), used or expired (410) invitation is an answer with its own page, not a failure to retry.
  const status = remote.httpStatus;
  if (remote.status === 'error' && (status === 404 || status === 410)) return <InviteDeadEnd why={deadEnd(status, remote.failure)} />;
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
          <BeneficiaryRegistration token={token} invitation={invitation} base={location} onDone={(v) => setFinished(v.first_name.trim())} />
        ) : (
          <InviteWelcome invitation={invitation} invitedBy={invitedBy} onStart={() => navigate(`${location}?paso=datos`)} />
        )
      }
    </RemoteView>
  );
}
