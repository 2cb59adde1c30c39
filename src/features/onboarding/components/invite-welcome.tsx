import { css } from 'goober';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Users } from '../../../ui/icons.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { vars } from '../../../ui/tokens.ts';
import { inviteTexts as t } from '../../../i18n/onboarding-invite.ts';
import type { Invitation } from '../api/get-invitation.ts';

const body = css`display:flex;flex-direction:column;gap:${vars.space[3]};& > svg{color:${vars.color.primary};}`;

/** `invitedBy` comes from the link and is shown as text, whatever it holds. */
export function InviteWelcome({
  invitation,
  invitedBy,
  onStart,
}: {
  invitation: Invitation;
  invitedBy: string | undefined;
  onStart: () => void;
}) {
  return (
    <Card>
      <div className={body}>
        <Users size={48} aria-hidden="true" />
        <PageHeader title={t.title} />
        <p data-testid="invited-by">{invitedBy ? t.welcomeBy(invitedBy) : t.welcome}</p>
        <p>{t.hello(invitation.first_name)}</p>
        {invitation.plan_name && <p>{t.plan(invitation.plan_name)}</p>}
        <p>{t.what}</p>
        <Button fullWidth onClick={onStart}>
          {t.start}
        </Button>
      </div>
    </Card>
  );
}
