import { paths } from '../../core/routing/paths.ts';
import type { FeatureRoutes } from '../../core/routing/screen-route.ts';

// Each screen is its own lazy chunk: the login screen (prerendered, on the critical path) never carries them.
export const routes: FeatureRoutes = {
  auth: [
    { path: paths.register, load: () => import('./screens/register-page.tsx').then((m) => m.RegisterPage) },
    { path: paths.plans, load: () => import('./screens/plans-page.tsx').then((m) => m.PlansPage) },
    { path: paths.registrationForm, load: () => import('./screens/registration-form-page.tsx').then((m) => m.RegistrationFormPage) },
    { path: paths.pleaseConfirm, load: () => import('./screens/please-confirm-page.tsx').then((m) => m.PleaseConfirmPage) },
    { path: paths.confirm, load: () => import('./screens/confirm-page.tsx').then((m) => m.ConfirmPage) },
  ],
  public: [
    { path: paths.invite.path, load: () => import('./screens/invite-page.tsx').then((m) => m.InvitePage) },
    { path: paths.inviteById.path, load: () => import('./screens/invite-page.tsx').then((m) => m.InvitePage) },
  ],
};
