// Mi Perfil → "Quién ha entrado" (issue 31): what the people who help the member did on their behalf, newest first,
// as the server recorded it (docs/caregivers.md, "What the backend must record"): who, when, a visit, a read or a
// change, and what.
import { css } from 'goober';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { vars } from '../../../ui/tokens.ts';
import { ProfileSection } from './profile-section.tsx';
import { caregiverTexts } from '../../../i18n/caregivers.ts';
import { formatClinicDate, formatClinicTime } from '../../../i18n/clinic-time.ts';
import { listCaregiverAccess } from '../api/list-caregiver-access.ts';

const t = caregiverTexts.log;
const row = css`padding:${vars.space[3]} 0;border-top:1px solid ${vars.color.border};display:flex;flex-direction:column;gap:${vars.space[1]};`;
const meta = css`color:${vars.color.textMuted};font-size:${vars.font.sm};`;

export function CaregiverAccessSection({ customerId }: { customerId: string }) {
  const remote = useRemote(() => listCaregiverAccess(customerId), `access-log:${customerId}`);
  return (
    <ProfileSection id="profile-access-log" title={t.title} hint={t.hint}>
      <RemoteView
        remote={remote}
        loadingLabel={t.loading}
        errorTitle={t.errorTitle}
        level={3}
        isEmpty={(list) => list.length === 0}
        empty={{ title: t.emptyTitle, message: t.emptyMessage, level: 3 }}
      >
        {(entries) => (
          <ol aria-label={t.title}>
            {entries.map((entry) => (
              <li key={entry.id} className={row}>
                <strong>
                  {entry.caregiver_name} · {t.kinds[entry.kind]}
                </strong>
                <span>{entry.summary}</span>
                <span className={meta}>
                  <time dateTime={entry.at}>
                    {formatClinicDate(entry.at)} {formatClinicTime(entry.at)}
                  </time>
                </span>
              </li>
            ))}
          </ol>
        )}
      </RemoteView>
    </ProfileSection>
  );
}
