// One PQR: its reference, status and history, what was sent, and the answer once there is one.
import { Link, useSearch } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { RotateCw } from '../../../ui/icons.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { formatDate } from '../../../i18n/format.ts';
import { formatBytes, pqrTexts as t } from '../../../i18n/support-pqr.ts';
import { getPqr } from '../api/get-pqr.ts';
import { PqrStatusBadge } from '../components/pqr-status.tsx';
import { cardTitle, muted, stack } from '../styles.ts';
import { paths, withinArea } from '../../../core/routing/paths.ts';

export function PqrDetailPage({ params }: { params: { id?: string } }) {
  const id = params.id ?? '';
  const created = new URLSearchParams(useSearch()).has('creada');
  const remote = useRemote(() => getPqr(id), id);
  const pqr = remote.data;
  useDocumentTitle(pqr ? pqr.subject : t.yourRequest);

  return (
    <>
      <PageHeader title={pqr ? pqr.subject : t.yourRequest} subtitle={pqr ? `${t.reference}: ${pqr.reference}` : undefined} />
      <p>
        <Link href={withinArea(paths.pqrs)}>{t.back}</Link>
      </p>
      <RemoteView remote={remote} loadingLabel={t.detailLoading} errorTitle={t.detailErrorTitle} lines={4} lineHeight="2rem" keepData>
        {(pqr) => (
          <div className={stack}>
            {created && <Alert type="success" title={t.createdTitle} message={t.created(pqr.reference)} />}
            <Card as="section" aria-labelledby="pqr-status" className={stack}>
              <h2 id="pqr-status" className={cardTitle}>
                {t.status}
              </h2>
              <p>
                <PqrStatusBadge status={pqr.status} />
              </p>
              <h3 className={cardTitle}>{t.history}</h3>
              <ol>
                {pqr.history.map((step) => (
                  <li key={step.status}>
                    {t.statuses[step.status]} · {formatDate(step.at)}
                  </li>
                ))}
              </ol>
              <Button variant="secondary" icon={RotateCw} loading={remote.status === 'loading'} onClick={remote.retry}>
                {t.refresh}
              </Button>
            </Card>
            <Card as="section" aria-labelledby="pqr-answer">
              <h2 id="pqr-answer" className={cardTitle}>
                {t.answer}
              </h2>
              {pqr.answer ? (
                <>
                  <p className={muted}>{t.answeredOn(formatDate(pqr.answer.answered_at))}</p>
                  <p>{pqr.answer.text}</p>
                </>
              ) : (
                <p>{t.noAnswerYet}</p>
              )}
            </Card>
            <Card as="section" aria-labelledby="pqr-request" className={stack}>
              <h2 id="pqr-request" className={cardTitle}>
                {t.yourRequest}
              </h2>
              <p>
                <strong>{t.types[pqr.type]}</strong> · {t.filedOn(formatDate(pqr.created_at))}
              </p>
              <p>{pqr.description}</p>
              <p className={muted}>
                {t.contactBy}: {t.contacts[pqr.contact_preference]}
              </p>
              {pqr.attachment && (
                <p className={muted}>
                  {t.attached}: {t.attachmentChosen(pqr.attachment.file_name, formatBytes(pqr.attachment.size_bytes))}
                </p>
              )}
            </Card>
          </div>
        )}
      </RemoteView>
    </>
  );
}
