// /auth/switch, the spec's "switch between persons": a login with several persons picks who to be (familia@), and
// a caregiver picks whom to act for (issue 31): themselves, when the login has persons of its own, and each person
// who granted them access. Acting installs the acting token as the session (features/auth/act-for.ts).
import { useState } from 'react';
import { Link, Redirect } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import type { Profile } from '../../../core/session/jwt.ts';
import { navigate } from '../../../core/routing/navigation.ts';
import { availableProfiles, selectProfile } from '../../../core/session/session.ts';
import { takeActingNotice } from '../../../core/session/acting-end.ts';
import { hasSession } from '../../../core/session/acting.ts';
import { ApiError, errorMessage } from '../../../core/errors/error-message.ts';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { paths, withinArea } from '../../../core/routing/paths.ts';
import { isBeneficiary } from '../../../core/access/roles.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Card } from '../../../ui/card.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { UserCheck, UserRound, Users } from '../../../ui/icons.ts';
import { ListItem } from '../../../ui/list-item.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { authTexts } from '../../../i18n/auth.ts';
import { caregiverTexts } from '../../../i18n/caregivers.ts';
import { formatDate } from '../../../i18n/format.ts';
import { AuthScreen } from '../../../ui/auth-screen.tsx';
import { brandTexts } from '../../../i18n/brand.ts';
import { listRepresented, type Represented } from '../api/list-represented.ts';
import { actFor } from '../act-for.ts';

const t = authTexts.switchPerson;
const c = caregiverTexts.switch;

/** Whom the login may help; a backend without caregivers (404) helps nobody, which is no failure here. */
async function represented(): Promise<Represented[]> {
  try {
    return await listRepresented();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

function Choices({ helped }: { helped: Represented[] }) {
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  // Read after the load: a stale access token was refreshed by it.
  const own = availableProfiles();
  if (own.length === 0 && helped.length === 0) {
    return (
      <Card>
        <EmptyState title={c.nobodyTitle} message={c.nobody} action={<Link href={withinArea(paths.login)}>{c.toLogin}</Link>} />
      </Card>
    );
  }
  const chooseOwn = (profile: Profile) => {
    selectProfile(profile);
    navigate(paths.home);
  };
  const help = async (person: Represented) => {
    if (busy) return;
    setBusy(true);
    setFailure('');
    try {
      await actFor(person);
      navigate(paths.home);
    } catch (error) {
      setFailure(errorMessage(error, c.actingFailed));
      setBusy(false);
    }
  };
  const label = (person: Represented) => person.modules.map((m) => caregiverTexts.modules[m]).join(', ');
  return (
    <>
      {failure && <Alert type="danger" message={failure} />}
      <Card flush>
        <ul aria-busy={busy}>
          {own.map((profile) => (
            <li key={profile.id}>
              <ListItem
                icon={isBeneficiary(profile.role) ? Users : UserRound}
                title={
                  helped.length > 0
                    ? c.self(`${profile.first_name} ${profile.first_lastname}`)
                    : `${profile.first_name} ${profile.first_lastname}`
                }
                description={t.as(profile.role)}
                onClick={() => chooseOwn(profile)}
              />
            </li>
          ))}
          {helped.map((person) => (
            <li key={person.customer_id}>
              <ListItem
                icon={UserCheck}
                title={c.helping(`${person.first_name} ${person.first_lastname}`)}
                description={c.until(label(person), formatDate(person.ends_on))}
                onClick={() => void help(person)}
              />
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}

export function SwitchPage() {
  const remote = useRemote(represented, 'represented', { afterConfig: true });
  const [notice] = useState(takeActingNotice);
  // A caregiver's words once the load says so: someone to help, or no person of the login's own.
  const caregiver = remote.status === 'ready' && ((remote.data?.length ?? 0) > 0 || availableProfiles().length === 0);
  useDocumentTitle(caregiver ? c.title : t.title);
  // Reached without a session (a bookmark, a session that ended): start again.
  if (!hasSession()) return <Redirect to={withinArea(paths.login)} replace />;
  return (
    <AuthScreen brand={brandTexts}>
      {notice && <Alert type="warning" message={notice} />}
      <Card>
        <PageHeader title={caregiver ? c.title : t.title} subtitle={caregiver ? c.subtitle : t.subtitle} />
      </Card>
      <RemoteView remote={remote} loadingLabel={c.loading} errorTitle={c.errorTitle} lines={2}>
        {(helped) => <Choices helped={helped} />}
      </RemoteView>
    </AuthScreen>
  );
}
