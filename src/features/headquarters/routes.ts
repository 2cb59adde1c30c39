import { paths } from '../../core/routing/paths.ts';
import type { FeatureRoutes } from '../../core/routing/screen-route.ts';

export const routes: FeatureRoutes = {
  home: [{ path: paths.headquarters, load: () => import('./screens/headquarters-page.tsx').then((m) => m.HeadquartersPage) }],
};
