// PQR: the member's own requests with their status, and the way to file a new one.
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { useUser } from '../../../core/session/user.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Inbox } from '../../../ui/icons.ts';
import { ListItem } from '../../../ui/list-item.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { formatDate } from '../../../i18n/format.ts';
import { pqrTexts as t } from '../../../i18n/support-pqr.ts';
import { listPqrs } from '../api/list-pqrs.ts';
import { PqrStatusBadge } from '../components/pqr-status.tsx';
import { SupportTabs } from '../components/support-tabs.tsx';
import { stack } from '../styles.ts';
import { paths, withinArea } from '../../../core/routing/paths.ts';

export function PqrListPage() {
  useDocumentTitle(t.title);
  const user = useUser();
  const customerId = user?.id ?? '';
  const remote = useRemote(() => listPqrs(customerId), customerId);
  const newLink = (
    <Link href={withinArea(paths.newPqr)} className={buttonClass('primary')}>
      {t.newAction}
    </Link>
  );
  return (
    <>
      <PageHeader title={t.title} subtitle={t.intro} />
      <SupportTabs />
      <RemoteView
        remote={remote}
        loadingLabel={t.listLoading}
        errorTitle={t.listErrorTitle}
        isEmpty={(pqrs) => pqrs.length === 0}
        empty={{ icon: Inbox, title: t.emptyTitle, message: t.emptyMessage, action: newLink }}
        lineHeight="3.5rem"
      >
        {(pqrs) => (
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
      </RemoteView>
    </>
  );
}
