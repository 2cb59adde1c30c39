import type { FeatureRoutes } from '../../core/routing/screen-route.ts';

// Each screen is its own lazy chunk: the login screen (prerendered, on the critical path) never carries them.
export const routes: FeatureRoutes = {
  auth: [
    { path: '/register', load: () => import('./screens/register-page.tsx').then((m) => m.RegisterPage) },
    { path: '/plans', load: () => import('./screens/plans-page.tsx').then((m) => m.PlansPage) },
    { path: '/registration-form', load: () => import('./screens/registration-form-page.tsx').then((m) => m.RegistrationFormPage) },
    { path: '/pleaseConfirmRegistration', load: () => import('./screens/please-confirm-page.tsx').then((m) => m.PleaseConfirmPage) },
    { path: '/confirm', load: () => import('./screens/confirm-page.tsx').then((m) => m.ConfirmPage) },
  ],
  public: [
    { path: '/invite/:name/:id', load: () => import('./screens/invite-page.tsx').then((m) => m.InvitePage) },
    { path: '/invite/:id', load: () => import('./screens/invite-page.tsx').then((m) => m.InvitePage) },
  ],
};
