import { css } from 'goober';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { IdCard, Printer } from '../../../ui/icons.ts';
import { vars } from '../../../ui/tokens.ts';
import { useDocumentRules } from '../../../ui/document-rules.ts';
import { formatDate } from '../../../i18n/format.ts';
import { cardTexts as t } from '../../../i18n/card.ts';
import { MemberCardView } from '../components/member-card-view.tsx';
import { useMemberCard } from '../use-member-card.ts';
import { printPageRules } from '../print-style.ts';

const stack = css`display:flex;flex-direction:column;gap:${vars.space[4]};`;
const noPrint = css`@media print{display:none;}`;

export function CardPage() {
  useDocumentTitle(t.title);
  useDocumentRules(printPageRules);
  const remote = useMemberCard();
  return (
    <div className={stack}>
      <PageHeader title={t.title} subtitle={t.subtitle} className={noPrint} />
      <RemoteView
        remote={remote}
        loadingLabel={t.loading}
        errorTitle={t.errorTitle}
        errorMessage={remote.error && `${remote.error} ${t.errorMessage}`}
        empty={{ icon: IdCard, title: t.emptyTitle, message: t.emptyMessage }}
        lines={4}
        lineHeight="2.5rem"
      >
        {({ card, savedAt }) => (
          <>
            {savedAt && (
              <div className={noPrint}>
                <Alert type="info" title={t.savedCopy(formatDate(savedAt))} />
              </div>
            )}
            <MemberCardView card={card} />
            <div className={noPrint}>
              <Button variant="secondary" icon={Printer} onClick={() => window.print()}>
                {t.print}
              </Button>
            </div>
          </>
        )}
      </RemoteView>
    </div>
  );
}
