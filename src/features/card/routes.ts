import type { FeatureRoutes } from '../../core/routing/screen-route.ts';

export const routes: FeatureRoutes = {
  home: [{ path: '/carne', load: () => import('./screens/card-page.tsx').then((m) => m.CardPage), offline: true }],
};
