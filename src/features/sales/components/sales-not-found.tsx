import { css } from 'goober';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { vars } from '../../../ui/tokens.ts';
import { salesTexts as t } from '../../../i18n/sales.ts';
import { paths } from '../../../core/routing/paths.ts';

const body = css`display:flex;flex-direction:column;gap:${vars.space[4]};align-items:flex-start;`;

/** An unknown {type} of mySales or customerInformation: say so, and offer the way home. */
export function SalesNotFound() {
  useDocumentTitle(t.notFoundTitle);
  return (
    <Card>
      <div className={body}>
        <PageHeader title={t.notFoundTitle} subtitle={t.notFoundMessage} />
        <Link href={`~${paths.home}`} className={buttonClass('secondary')}>
          {t.backHome}
        </Link>
      </div>
    </Card>
  );
}
