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

export type DeadEnd = 'unknown' | 'used' | 'expired';

const words = {
  unknown: { title: t.unknown, help: t.unknownHelp },
  used: { title: t.used, help: t.usedHelp },
  expired: { title: t.expired, help: t.expiredHelp },
} as const;

/** An unknown, used or expired invitation: what happened and the way on. */
export function InviteDeadEnd({ why }: { why: DeadEnd }) {
  const { title, help } = words[why];
  return (
    <Card>
      <div className={body} role="alert">
        <CircleExclamationPoint size={48} aria-hidden="true" />
        <PageHeader title={title} />
        <p>{help}</p>
        <Link href={`~${paths.login}`} className={buttonClass('primary', 'md', true)}>
          {t.login}
        </Link>
      </div>
    </Card>
  );
}
