// One entry of the history: what happened, the diagnoses, the treatment, the values, the report to download.
import { css } from 'goober';
import { Link, useSearch } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { buttonClass } from '../../../ui/button.tsx';
import { ArrowLeft } from '../../../ui/icons.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { vars } from '../../../ui/tokens.ts';
import { medicalRecordTexts as t } from '../../../i18n/medical-record.ts';
import { getEntry } from '../api/get-entry.ts';
import { EntryFacts, EntrySections } from '../components/entry-details.tsx';
import { typeTone } from '../components/entry-list.tsx';
import { paths, withinArea } from '../../../core/routing/paths.ts';

const column = css`display:flex;flex-direction:column;gap:${vars.space[4]};`;
const back = css`align-self:flex-start;margin-left:calc(-1 * ${vars.space[3]});`;

export function EntryPage({ params }: { params: { id?: string } }) {
  const id = params.id ?? '';
  const search = useSearch();
  const remote = useRemote(() => getEntry(id), id);
  // The entry's own title once it is shown; the section's while it loads or failed.
  const entry = remote.status === 'ready' ? remote.data : undefined;
  useDocumentTitle(entry ? `${entry.title} · ${t.title}` : t.title);
  const backLink = (
    <Link
      href={withinArea(search ? `${paths.medicalHistory}?${search}` : paths.medicalHistory)}
      className={`${buttonClass('ghost', 'sm')} ${back}`}
    >
      <ArrowLeft size={18} aria-hidden="true" /> {t.back}
    </Link>
  );
  return (
    <div className={column}>
      {backLink}
      <PageHeader
        title={entry ? entry.title : t.title}
        subtitle={entry ? <Badge tone={typeTone[entry.type]}>{t.types[entry.type]}</Badge> : undefined}
      />
      <RemoteView remote={remote} loadingLabel={t.detailLoading} errorTitle={t.detailError} lines={6} lineHeight="1.5rem">
        {(entry) => (
          <>
            <EntryFacts entry={entry} place={entry.place.name} />
            <EntrySections entry={entry} />
          </>
        )}
      </RemoteView>
    </div>
  );
}
