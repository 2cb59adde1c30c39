import type { FeatureRoutes } from '../../core/routing/screen-route.ts';

export const routes: FeatureRoutes = {
  home: [{ path: '/benefits', load: () => import('./screens/benefits-page.tsx').then((m) => m.BenefitsPage) }],
};
