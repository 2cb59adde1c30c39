import { paths } from '../../core/routing/paths.ts';
import type { FeatureRoutes } from '../../core/routing/screen-route.ts';

export const routes: FeatureRoutes = {
  home: [{ path: paths.services, load: () => import('./screens/benefits-page.tsx').then((m) => m.BenefitsPage) }],
};
