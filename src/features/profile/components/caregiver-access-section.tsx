// Mi Perfil → "Quién ha entrado" (issue 31): the visits of the people who help the member, newest first, each with
// what was done in it in plain Spanish (access-visits.ts groups the server's log, docs/caregivers.md "What the
// backend must record"; the words are i18n/caregivers-log.ts's).
import { css } from 'goober';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { vars } from '../../../ui/tokens.ts';
import { ProfileSection } from './profile-section.tsx';
import { caregiverTexts } from '../../../i18n/caregivers.ts';
import { caregiverLogTexts } from '../../../i18n/caregivers-log.ts';
import { listCaregiverAccess } from '../api/list-caregiver-access.ts';
import { visitsOf } from '../access-visits.ts';

const t = caregiverTexts.log;
const row = css`padding:${vars.space[3]} 0;border-top:1px solid ${vars.color.border};display:flex;flex-direction:column;gap:${vars.space[2]};`;
const visitTitle = css`font-size:${vars.font.md};`;
const deeds = css`margin:0;padding-left:${vars.space[5]};list-style:disc;display:flex;flex-direction:column;gap:${vars.space[1]};`;
const quiet = css`color:${vars.color.textMuted};`;

export function CaregiverAccessSection({ customerId }: { customerId: string }) {
  const remote = useRemote(() => listCaregiverAccess(customerId).then(visitsOf), `access-log:${customerId}`);
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
        {(visits) => (
          <ol aria-label={t.title}>
            {visits.map((visit) => (
              <li key={visit.id} className={row}>
                <h3 className={visitTitle}>{caregiverLogTexts.visit(visit.caregiverName, visit.start, visit.end)}</h3>
                {visit.deeds.length ? (
                  <ul className={deeds}>
                    {visit.deeds.map((deed, index) => (
                      <li key={index}>{deed}</li>
                    ))}
                  </ul>
                ) : (
                  <p className={quiet}>{caregiverLogTexts.nothing}</p>
                )}
              </li>
            ))}
          </ol>
        )}
      </RemoteView>
    </ProfileSection>
  );
}
