// While a caregiver acts for someone (issue 31), every screen says for whom, with the way back to choose again.
// A landmark of its own right under the toolbar, so a screen reader can find it from anywhere.
import { css } from 'goober';
import type { UserData } from '../../core/session/session-cookies.ts';
import { stopActing } from '../../core/session/acting-end.ts';
import { Button } from '../../ui/button.tsx';
import { vars } from '../../ui/tokens.ts';
import { actingTexts as t } from '../../i18n/caregivers-session.ts';

const { color, space, font } = vars;

const bar = css`
  display:flex;align-items:center;justify-content:space-between;gap:${space[3]};flex-wrap:wrap;
  padding:${space[2]} ${space[4]};background:${color.primarySoft};color:${color.text};border-bottom:1px solid ${color.border};
`;
const label = css`font-weight:700;font-size:${font.md};`;

export function ActingBanner({ user }: { user: UserData }) {
  if (!user.acting) return null;
  return (
    <section className={bar} aria-label={t.banner.helping(user.first_name)} data-acting-banner>
      <p className={label}>{t.banner.helping(user.first_name)}</p>
      <Button variant="secondary" size="sm" aria-label={t.banner.changeLabel(user.first_name)} onClick={() => stopActing()}>
        {t.banner.change}
      </Button>
    </section>
  );
}

/**
 * The banner in the prerendered /home (src/prerender.tsx), drawn at build time without a user: the page's style shows
 * it only when the user-data cookie says a caregiver is acting, and its body script writes the name
 * (core/browser/prerendered-scripts.ts), so the screen does not move down when the portal's script draws the live
 * banner in its place. "Cambiar" waits, disabled, for that script: before it, nothing could put the caregiver's own
 * session back.
 */
export function ShellActingBanner() {
  return (
    <section className={bar} data-shell-acting>
      <p className={label} data-shell-acting-name>
        {'\u00a0'}
      </p>
      <Button variant="secondary" size="sm" disabled>
        {t.banner.change}
      </Button>
    </section>
  );
}
