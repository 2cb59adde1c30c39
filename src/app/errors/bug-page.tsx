// What a render error leaves on screen. Plain markup and a full-page link on purpose: it is in the first
// bundle, and after a bug a fresh page is the safest way on.
import { css } from 'goober';
import { buttonClass } from '../../ui/button.tsx';
import { shellTexts as t } from '../../i18n/shell.ts';

const box = css`display:flex;flex-direction:column;align-items:center;gap:1rem;padding:3rem 1rem;text-align:center;`;
const actions = css`display:flex;flex-wrap:wrap;justify-content:center;gap:0.75rem;`;

/** `home`: where "Volver al inicio" goes (a full page load). */
export function BugPage({ home }: { home: string }) {
  return (
    <div role="alert" className={box} data-testid="bug-page">
      <h2>{t.bugTitle}</h2>
      <p>{t.bugMessage}</p>
      <div className={actions}>
        <a href={home} className={buttonClass('primary')}>
          {t.bugHome}
        </a>
        <button type="button" className={buttonClass('secondary')} onClick={() => window.location.reload()}>
          {t.bugReload}
        </button>
      </div>
    </div>
  );
}
