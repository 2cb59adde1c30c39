import { paths } from '../../core/routing/paths.ts';
import type { FeatureRoutes } from '../../core/routing/screen-route.ts';

export const routes: FeatureRoutes = {
  home: [{ path: paths.home, load: () => import('./screens/home-page.tsx').then((m) => m.HomePage) }],
};
