// Sedes: every centre with its opening state in Madrid time, how to call and how to get there; nearest first
// once the member shares their position.
import { css } from 'goober';
import { listHeadquarters } from '../../../api/list-headquarters.ts';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { MapPin } from '../../../ui/icons.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { vars } from '../../../ui/tokens.ts';
import { headquartersTexts as t } from '../../../i18n/headquarters.ts';
import { HeadquartersCard } from '../components/headquarters-card.tsx';
import { LocationBar } from '../components/location-bar.tsx';
import { byDistance } from '../distance.ts';
import { usePosition } from '../use-position.ts';
import { useNow } from '../../../core/hooks/use-now.ts';
import { list } from '../styles.ts';

const bar = css`margin-bottom:${vars.space[4]};`;

export function HeadquartersPage() {
  useDocumentTitle(t.title);
  const remote = useRemote(() => listHeadquarters(), 'headquarters');
  const [position, locate] = usePosition();
  // Every minute: "open now" turns to "closed now" while the screen is open.
  const now = new Date(useNow(60_000));
  const sites = remote.data ?? [];
  const ordered =
    position.status === 'granted'
      ? byDistance(sites, position.point)
      : sites.map((item) => ({ item, km: undefined as number | undefined }));

  return (
    <>
      <PageHeader title={t.title} subtitle={t.intro} />
      <RemoteView
        remote={remote}
        loadingLabel={t.loading}
        errorTitle={t.errorTitle}
        isEmpty={(sites) => sites.length === 0}
        empty={{ icon: MapPin, title: t.emptyTitle, message: t.emptyMessage }}
        lines={4}
        lineHeight="4rem"
      >
        {() => (
          <>
            <div className={bar}>
              <LocationBar state={position} onLocate={locate} />
            </div>
            <ul className={list} aria-label={t.listLabel}>
              {ordered.map(({ item, km }) => (
                <li key={item.id}>
                  <HeadquartersCard hq={item} now={now} km={km} />
                </li>
              ))}
            </ul>
          </>
        )}
      </RemoteView>
    </>
  );
}
