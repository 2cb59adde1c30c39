import { paths } from '../../core/routing/paths.ts';
import type { FeatureRoutes } from '../../core/routing/screen-route.ts';

export const routes: FeatureRoutes = {
  home: [{ path: paths.profile, load: () => import('./screens/profile-page.tsx').then((m) => m.ProfilePage) }],
};
