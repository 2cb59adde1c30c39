// PQR: the member's own requests with their status, and the way to file a new one.
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../core/document-title.ts';
import { useRemote } from '../../../core/use-remote.ts';
import { useUser } from '../../../core/user.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Inbox } from '../../../ui/icons.ts';
import { ListItem } from '../../../ui/list-item.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { formatDate } from '../../../i18n/format.ts';
import { pqrTexts as t } from '../../../i18n/support-pqr.ts';
import { remoteTexts } from '../../../i18n/remote.ts';
import { listPqrs } from '../api/list-pqrs.ts';
import { PqrStatusBadge } from '../components/pqr-status.tsx';
import { SupportTabs } from '../components/support-tabs.tsx';
import { stack } from '../styles.ts';
import { paths } from '../../../core/paths.ts';

export function PqrListPage() {
  useDocumentTitle(t.title);
  const user = useUser();
  const customerId = user?.id ?? '';
  const remote = useRemote(() => listPqrs(customerId), customerId);
  const pqrs = remote.data ?? [];
  const newLink = (
    <Link href="/pqr/new" className={buttonClass('primary')}>
      {t.newAction}
    </Link>
  );
  return (
    <>
      <PageHeader title={t.title} subtitle={t.intro} />
      <SupportTabs />
      {remote.status === 'loading' && (
        <>
          <Spinner label={t.listLoading} />
          <Skeleton lines={3} height="3.5rem" />
        </>
      )}
      {remote.status === 'error' && (
        <ErrorState title={t.listErrorTitle} message={remote.error} retryLabel={remoteTexts.retry} onRetry={remote.retry} />
      )}
      {remote.status === 'ready' && pqrs.length === 0 && (
        <EmptyState icon={Inbox} title={t.emptyTitle} message={t.emptyMessage} action={newLink} />
      )}
      {remote.status === 'ready' && pqrs.length > 0 && (
        <div className={stack}>
          {newLink}
          <Card flush>
            <ul aria-label={t.listLabel}>
              {pqrs.map((pqr) => (
                <li key={pqr.id}>
                  <Link href={`~${paths.pqr(pqr.id)}`} asChild>
                    <ListItem
                      title={pqr.subject}
                      description={`${t.types[pqr.type]} · ${pqr.reference} · ${t.filedOn(formatDate(pqr.created_at))}`}
                      trailing={<PqrStatusBadge status={pqr.status} />}
                      href={paths.pqr(pqr.id)}
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      )}
    </>
  );
}
