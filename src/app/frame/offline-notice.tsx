import { css } from 'goober';
import { vars } from '../../ui/tokens.ts';
import { CloudOff } from '../../ui/icons.ts';
import { shellTexts as t } from '../../i18n/shell.ts';

const { color, space, font } = vars;

const bar = css`
  display:flex;gap:${space[2]};align-items:center;padding:${space[2]} ${space[4]};
  background:${color.warningSoft};color:${color.warning};font-size:${font.sm};font-weight:600;
`;

/** Shown when the service worker served the shell without network, or the connection drops later. */
export function OfflineNotice() {
  return (
    <p className={bar} data-testid="offline-notice">
      <CloudOff size={20} aria-hidden="true" />
      {t.offline}
    </p>
  );
}
