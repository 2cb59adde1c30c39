import { sectionNav, sections } from '../../i18n/sections.ts';
import { AuthScreen } from '../../features/auth/auth-screen.tsx';
import { SectionScreen } from './section-screen.tsx';
import { authSectionKeys, type AuthSectionPath } from './auth-section-paths.ts';

export function AuthSections({ screen }: { screen: AuthSectionPath }) {
  return (
    <AuthScreen>
      <SectionScreen section={sections[authSectionKeys[screen]]} next={{ href: '/login', label: sectionNav.login }} />
    </AuthScreen>
  );
}
