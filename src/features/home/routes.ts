import type { FeatureRoutes } from '../../core/routing/screen-route.ts';

export const routes: FeatureRoutes = {
  home: [{ path: '/', load: () => import('./screens/home-page.tsx').then((m) => m.HomePage) }],
};
