import { css } from 'goober';
import { Link } from 'wouter';
import type { UserData } from '../../core/session/session-cookies.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { IconButton } from '../../ui/icon-button.tsx';
import { Menu, X } from '../../ui/icons.ts';
import { vars } from '../../ui/tokens.ts';
import { shellTexts as t } from '../../i18n/shell.ts';
import { paths } from '../../core/routing/paths.ts';
import { isMember } from '../../core/access/roles.ts';

const { color, space } = vars;

// Not sticky: content scrolled under a sticky bar sits partly beneath its menu button and profile link, so a
// target there is obscured (axe's target-size failed on the appointments tabs once a focused heading scrolled
// the page) and keyboard focus can land out of sight (WCAG 2.4.11).
const bar = css`
  display:flex;align-items:center;gap:${space[2]};
  min-height:56px;padding:${space[1]} ${space[2]};background:${color.primary};color:${color.onPrimary};
  & button{color:${color.onPrimary};}& button:hover{background:rgba(255,255,255,.14);}
`;
const person = css`display:flex;align-items:center;gap:${space[2]};min-height:44px;padding:0 ${space[2]};
  color:${color.onPrimary};font-weight:600;text-decoration:none;border-radius:8px;margin-left:auto;min-width:0;
  & span.name{line-height:1.2;}`;
const link = css`&:hover{background:rgba(255,255,255,.14);}`;

/** Without a user (the prerendered /home shell, before the script has read the cookie) the bar has no person. */
export function Toolbar({ user, menuOpen, onToggleMenu }: { user?: UserData; menuOpen: boolean; onToggleMenu: () => void }) {
  const name = user ? `${user.first_name} ${user.first_lastname}` : '';
  const content = (
    <>
      <Avatar name={name} size={32} />
      <span className="name">{name}</span>
    </>
  );
  return (
    <header className={bar}>
      <IconButton
        icon={menuOpen ? X : Menu}
        label={menuOpen ? t.closeMenu : t.openMenu}
        aria-expanded={menuOpen}
        aria-controls="side-menu"
        onClick={onToggleMenu}
      />
      {/* Only members have a profile to open: titular, titular-corporativo and beneficiario (docs/specification.md, section 6). */}
      {!user ? null : isMember(user.role) ? (
        <Link href={`~${paths.profile}`} className={`${person} ${link}`} aria-label={t.profileLink(name)} data-testid="toolbar-user">
          {content}
        </Link>
      ) : (
        <p className={person} data-testid="toolbar-user">
          {content}
        </p>
      )}
    </header>
  );
}
