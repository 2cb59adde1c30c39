// The card as a receptionist reads it: name large, the facts that identify the person, and the QR code of
// the provider's verification page. On paper it is an ID-1 card (85.6 x 54 mm), see print-style.ts.
import { css } from 'goober';
import { Avatar } from '../../../ui/avatar.tsx';
import { Badge, type BadgeTone } from '../../../ui/badge.tsx';
import { vars } from '../../../ui/tokens.ts';
import { formatDate } from '../../../i18n/format.ts';
import { cardTexts as t } from '../../../i18n/card.ts';
import { isBeneficiary } from '../../../core/access/roles.ts';
import type { CardStatus, MemberCard } from '../api/get-member-card.ts';
import { QrCode } from './qr-code.tsx';
import { printCard, printQr } from '../print-style.ts';

const { color, space, radius, shadow, font } = vars;

const card = css`
  background:${color.surface};border-radius:${radius.lg};box-shadow:${shadow.md};overflow:hidden;
  border-top:8px solid ${color.primary};
`;
const top = css`display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:${space[2]};padding:${space[3]} ${space[4]} 0;`;
const brand = css`font-weight:700;color:${color.primary};font-size:${font.sm};text-transform:uppercase;letter-spacing:.06em;`;
const body = css`display:flex;flex-wrap:wrap;gap:${space[4]};padding:${space[4]};align-items:flex-start;`;
const who = css`display:flex;align-items:center;gap:${space[3]};flex:1 1 100%;`;
const name = css`font-size:${font.xl};font-weight:700;line-height:1.2;margin:0;`;
const role = css`color:${color.textMuted};font-size:${font.sm};`;
const facts = css`display:grid;grid-template-columns:auto minmax(0,1fr);gap:${space[1]} ${space[3]};margin:0;flex:1 1 12rem;
  & dt{color:${color.textMuted};font-size:${font.sm};} & dd{margin:0;font-weight:600;font-variant-numeric:tabular-nums;}`;
const qrBox = css`display:flex;flex-direction:column;align-items:center;gap:${space[2]};flex:1 1 100%;`;
const hint = css`color:${color.textMuted};font-size:${font.sm};text-align:center;max-width:22rem;`;

const tones: Record<CardStatus, BadgeTone> = { valid: 'success', expired: 'warning', suspended: 'danger', pending: 'warning' };

export function MemberCardView({ card: c }: { card: MemberCard }) {
  const roleLine = c.holder_name ? t.beneficiaryOf(c.holder_name) : isBeneficiary(c.role) ? t.beneficiary : t.holder;
  return (
    <article className={`${card} ${printCard}`} aria-labelledby="card-name" data-testid="member-card">
      <div className={top}>
        <span className={brand}>{t.brand}</span>
        <Badge tone={tones[c.status]}>{t.status[c.status]}</Badge>
      </div>
      <div className={body}>
        <div className={who}>
          <Avatar name={c.full_name} size={56} />
          <div>
            <h2 id="card-name" className={name}>
              {c.full_name}
            </h2>
            <span className={role}>{roleLine}</span>
          </div>
        </div>
        <dl className={facts}>
          <dt>{t.document}</dt>
          <dd>{`${c.document_type} ${c.document_number}`}</dd>
          <dt>{t.memberNumber}</dt>
          <dd data-testid="member-number">{c.member_number}</dd>
          <dt>{t.plan}</dt>
          <dd>{c.plan.name}</dd>
          <dt>{t.validUntil}</dt>
          <dd>{formatDate(c.valid_until)}</dd>
          <dt>{t.memberSince}</dt>
          <dd>{formatDate(c.valid_from)}</dd>
        </dl>
        <div className={`${qrBox} ${printQr}`}>
          <QrCode value={c.verification_url} label={t.qrLabel(c.member_number)} size={184} />
          <p className={hint}>{t.qrHint}</p>
        </div>
      </div>
    </article>
  );
}
