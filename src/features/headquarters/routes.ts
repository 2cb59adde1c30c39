import type { FeatureRoutes } from '../../core/routing/screen-route.ts';

export const routes: FeatureRoutes = {
  home: [{ path: '/headquarters', load: () => import('./screens/headquarters-page.tsx').then((m) => m.HeadquartersPage) }],
};
