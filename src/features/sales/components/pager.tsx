import { css } from 'goober';
import { Button } from '../../../ui/button.tsx';
import { vars } from '../../../ui/tokens.ts';
import { salesTexts as t } from '../../../i18n/sales.ts';

const bar = css`display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:${vars.space[3]};padding:${vars.space[3]} ${vars.space[4]};`;

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <nav className={bar} aria-label={t.paging}>
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previous}
      </Button>
      <span aria-live="polite">{t.pageOf(page, pages)}</span>
      <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.next}
      </Button>
    </nav>
  );
}
