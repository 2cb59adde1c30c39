import { css } from 'goober';
import { Link } from 'wouter';
import { buttonClass } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { CircleExclamationPoint } from '../../../ui/icons.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { vars } from '../../../ui/tokens.ts';
import { inviteTexts as t } from '../../../i18n/onboarding-invite.ts';
import { paths } from '../../../core/routing/paths.ts';

const body = css`display:flex;flex-direction:column;gap:${vars.space[3]};& > svg{color:${vars.color.primary};}`;

/** An unknown or already used invitation: what happened and the way on. */
export function InviteDeadEnd({ used }: { used: boolean }) {
  return (
    <Card>
      <div className={body} role="alert">
        <CircleExclamationPoint size={48} aria-hidden="true" />
        <PageHeader title={used ? t.used : t.unknown} />
        <p>{used ? t.usedHelp : t.unknownHelp}</p>
        <Link href={`~${paths.login}`} className={buttonClass('primary', 'md', true)}>
          {t.login}
        </Link>
      </div>
    </Card>
  );
}
