import type { FeatureRoutes } from '../../core/screen-route.ts';

export const routes: FeatureRoutes = {
  home: [{ path: '/', load: () => import('./home-page.tsx').then((m) => m.HomePage) }],
};
