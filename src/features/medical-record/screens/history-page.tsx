// Historia clínica: the member's own entries, filtered by type, year and speciality (kept in the address,
// so the detail's back link and a reload keep them).
import { css } from 'goober';
import { Link, useLocation, useSearch } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { useUser } from '../../../core/session/user.ts';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { FileHeart, Inbox } from '../../../ui/icons.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { vars } from '../../../ui/tokens.ts';
import { medicalRecordTexts as t } from '../../../i18n/medical-record.ts';
import { listEntries } from '../api/list-entries.ts';
import type { EntryFilters } from '../api/types.ts';
import { HistoryFilters } from '../components/history-filters.tsx';
import { EntryList } from '../components/entry-list.tsx';
import { paths, withinArea } from '../../../core/routing/paths.ts';

const bar = css`display:flex;align-items:center;justify-content:space-between;gap:${vars.space[3]};min-height:${vars.size.control};margin-top:${vars.space[2]};color:${vars.color.textMuted};`;
const note = css`font-size:${vars.font.sm};color:${vars.color.textMuted};margin-top:${vars.space[5]};`;
const KEYS: Record<keyof EntryFilters, string> = { type: 'tipo', year: 'anio', speciality: 'especialidad' };

function readFilters(search: string): EntryFilters {
  const params = new URLSearchParams(search);
  const out: EntryFilters = {};
  for (const [key, name] of Object.entries(KEYS) as [keyof EntryFilters, string][]) {
    const value = params.get(name);
    if (value) out[key] = value;
  }
  return out;
}

function writeFilters(filters: EntryFilters): string {
  const params = new URLSearchParams();
  for (const [key, name] of Object.entries(KEYS) as [keyof EntryFilters, string][]) if (filters[key]) params.set(name, filters[key]);
  return params.toString();
}

export function HistoryPage() {
  useDocumentTitle(t.title);
  const user = useUser();
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = readFilters(search);
  const remote = useRemote(() => listEntries(user?.id ?? '', filters), `${user?.id}?${search}`);
  const setFilters = (next: EntryFilters) => {
    const query = writeFilters(next);
    navigate(withinArea(query ? `${paths.medicalHistory}?${query}` : paths.medicalHistory), { replace: true });
  };
  const filtered = Object.keys(filters).length > 0;
  const data = remote.data;
  const isNew = data && !filtered && data.items.length === 0;

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {data && !isNew && (
        <>
          <HistoryFilters options={data.filters} value={filters} onChange={setFilters} />
          <div className={bar}>
            {remote.status === 'loading' && <Spinner label={t.loading} showLabel />}
            {remote.status === 'ready' && <p role="status">{t.count(data.items.length)}</p>}
            {filtered && (
              <Button variant="ghost" size="sm" onClick={() => setFilters({})}>
                {t.clearFilters}
              </Button>
            )}
          </div>
        </>
      )}
      {/* A filter keeps the previous entries on screen (the bar above says it is loading) until the new answer. */}
      <RemoteView
        remote={remote}
        loadingLabel={t.loading}
        errorTitle={t.loadError}
        keepData
        isEmpty={(data) => !filtered && data.items.length === 0}
        empty={{
          icon: FileHeart,
          title: t.emptyTitle,
          message: t.emptyMessage,
          action: (
            <Link href={`~${paths.appointments}`} className={buttonClass('primary')}>
              {t.emptyAction}
            </Link>
          ),
        }}
        lines={5}
        lineHeight="3.5rem"
      >
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState icon={Inbox} title={t.noMatchTitle} message={t.noMatchMessage} level={2} />
          ) : (
            <EntryList entries={data.items} search={search} />
          )
        }
      </RemoteView>
      <p className={note}>{t.privacyNote}</p>
    </>
  );
}
