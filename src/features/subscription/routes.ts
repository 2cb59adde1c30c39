import type { FeatureRoutes } from '../../core/routing/screen-route.ts';

export const routes: FeatureRoutes = {
  home: [
    { path: '/subscription/resumen', load: () => import('./screens/subscription-page.tsx').then((m) => m.SubscriptionPage) },
    { path: '/subscription/upgradeSubscription', load: () => import('./screens/upgrade-page.tsx').then((m) => m.UpgradePage) },
    { path: '/subscription/extendedSubscription', load: () => import('./screens/extension-page.tsx').then((m) => m.ExtensionPage) },
  ],
};
