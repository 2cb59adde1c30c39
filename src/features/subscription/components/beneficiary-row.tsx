import { css } from 'goober';
import { Badge, type BadgeTone } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { Pencil, Send, Trash, UserCheck, UserX } from '../../../ui/icons.ts';
import { vars } from '../../../ui/tokens.ts';
import type { Beneficiary, BeneficiaryStatus } from '../../../api/types.ts';
import { beneficiaryTexts as t } from '../../../i18n/subscription.ts';
import type { BeneficiaryAction } from '../use-beneficiary-actions.ts';
import { fullName } from '../beneficiary-name.ts';

const { space, color, font } = vars;
const row = css`padding:${space[4]};& + &{border-top:1px solid ${color.border};}`;
const head = css`display:flex;justify-content:space-between;align-items:center;gap:${space[2]};flex-wrap:wrap;`;
const name = css`font-size:${font.md};margin:0;`;
const detail = css`color:${color.textMuted};font-size:${font.sm};`;
const actions = css`display:flex;flex-wrap:wrap;gap:${space[2]};margin-top:${space[3]};`;

const tones: Record<BeneficiaryStatus, BadgeTone> = { active: 'success', invited: 'info', disabled: 'neutral' };

interface Props {
  beneficiary: Beneficiary;
  relationship: string;
  busy: BeneficiaryAction | null;
  onAction: (action: BeneficiaryAction, beneficiary: Beneficiary) => void;
}

export function BeneficiaryRow({ beneficiary: b, relationship, busy, onAction }: Props) {
  const who = fullName(b);
  const email = typeof b.email === 'string' ? b.email : null;
  return (
    <li className={row} data-testid="beneficiary">
      <div className={head}>
        <h3 className={name}>{who}</h3>
        <Badge tone={tones[b.status]}>{t.status[b.status]}</Badge>
      </div>
      <p className={detail}>{email ? `${relationship} · ${email}` : relationship}</p>
      <div className={actions} role="group" aria-label={t.actionsFor(who)}>
        <Button size="sm" variant="ghost" icon={Pencil} onClick={() => onAction('edit', b)}>
          {t.edit}
        </Button>
        {b.status === 'disabled' ? (
          <Button size="sm" variant="ghost" icon={UserCheck} loading={busy === 'enable'} onClick={() => onAction('enable', b)}>
            {t.enable}
          </Button>
        ) : (
          <Button size="sm" variant="ghost" icon={UserX} loading={busy === 'disable'} onClick={() => onAction('disable', b)}>
            {t.disable}
          </Button>
        )}
        {email && b.status !== 'disabled' && (
          <Button size="sm" variant="ghost" icon={Send} loading={busy === 'invite'} onClick={() => onAction('invite', b)}>
            {t.invite}
          </Button>
        )}
        <Button size="sm" variant="ghost" icon={Trash} onClick={() => onAction('remove', b)}>
          {t.remove}
        </Button>
      </div>
    </li>
  );
}
