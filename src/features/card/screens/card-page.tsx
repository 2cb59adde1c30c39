import { css } from 'goober';
import { useDocumentTitle } from '../../../core/document-title.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
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
  const { state, retry, retrying } = useMemberCard();
  return (
    <div className={stack}>
      <PageHeader title={t.title} subtitle={t.subtitle} className={noPrint} />
      {state.status === 'loading' && (
        <div>
          <Spinner label={t.loading} />
          <Skeleton lines={4} height="2.5rem" />
        </div>
      )}
      {state.status === 'error' && (
        <ErrorState title={t.errorTitle} message={`${state.message} ${t.errorMessage}`} retryLabel={t.retry} onRetry={retry} retrying={retrying} />
      )}
      {state.status === 'none' && <EmptyState icon={IdCard} title={t.emptyTitle} message={t.emptyMessage} />}
      {state.status === 'ready' && (
        <>
          {state.savedAt && (
            <div className={noPrint}>
              <Alert type="info" title={t.savedCopy(formatDate(state.savedAt))} />
            </div>
          )}
          <MemberCardView card={state.card} />
          <div className={noPrint}>
            <Button variant="secondary" icon={Printer} onClick={() => window.print()}>
              {t.print}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
