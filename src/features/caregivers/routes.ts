import { paths } from '../../core/routing/paths.ts';
import type { FeatureRoutes } from '../../core/routing/screen-route.ts';

// The caregiver's invitation (issue 31, docs/caregivers.md): a public page, the link of the message the member's
// grant sent. The member's side is on Mi Perfil (features/profile), whom to act for on /auth/switch (features/auth).
export const routes: FeatureRoutes = {
  public: [{ path: paths.caregiverInvitation.path, load: () => import('./screens/invitation-page.tsx').then((m) => m.InvitationPage) }],
};
