// One login, two persons (holder of one plan, beneficiary in another): the user picks who to be.
import { Redirect } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import type { Profile } from '../../../core/session/jwt.ts';
import { navigate } from '../../../core/routing/navigation.ts';
import { availableProfiles, selectProfile } from '../../../core/session/session.ts';
import { paths, withinArea } from '../../../core/routing/paths.ts';
import { isBeneficiary } from '../../../core/access/roles.ts';
import { Card } from '../../../ui/card.tsx';
import { UserRound, Users } from '../../../ui/icons.ts';
import { ListItem } from '../../../ui/list-item.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { authTexts } from '../../../i18n/auth.ts';
import { AuthScreen } from '../../../ui/auth-screen.tsx';
import { brandTexts } from '../../../i18n/brand.ts';

const t = authTexts.switchPerson;

export function SwitchPage() {
  useDocumentTitle(t.title);
  const profiles = availableProfiles();
  // Reached without a fresh login (a bookmark, an expired token): start again.
  if (profiles.length === 0) return <Redirect to={withinArea(paths.login)} replace />;
  const choose = (profile: Profile) => {
    selectProfile(profile);
    navigate(paths.home);
  };
  return (
    <AuthScreen brand={brandTexts}>
      <Card>
        <PageHeader title={t.title} subtitle={t.subtitle} />
      </Card>
      <Card flush>
        <ul>
          {profiles.map((profile) => (
            <li key={profile.id}>
              <ListItem
                icon={isBeneficiary(profile.role) ? Users : UserRound}
                title={`${profile.first_name} ${profile.first_lastname}`}
                description={t.as(profile.role)}
                onClick={() => choose(profile)}
              />
            </li>
          ))}
        </ul>
      </Card>
    </AuthScreen>
  );
}
