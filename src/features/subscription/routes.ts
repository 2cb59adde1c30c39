import type { FeatureRoutes } from '../../core/screen-route.ts';

export const routes: FeatureRoutes = {
  home: [
    { path: '/subscription/resumen', load: () => import('./screens/subscription-page.tsx').then((m) => m.SubscriptionPage) },
  ],
};
