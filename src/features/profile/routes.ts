import type { FeatureRoutes } from '../../core/routing/screen-route.ts';

export const routes: FeatureRoutes = {
  home: [{ path: '/pacientes', load: () => import('./screens/profile-page.tsx').then((m) => m.ProfilePage) }],
};
