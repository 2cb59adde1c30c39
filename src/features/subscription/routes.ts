import { subscriptionPaths } from '../../core/routing/paths.ts';
import type { FeatureRoutes } from '../../core/routing/screen-route.ts';

export const routes: FeatureRoutes = {
  home: [
    { path: subscriptionPaths.summary, load: () => import('./screens/subscription-page.tsx').then((m) => m.SubscriptionPage) },
    { path: subscriptionPaths.upgrade, load: () => import('./screens/upgrade-page.tsx').then((m) => m.UpgradePage) },
    { path: subscriptionPaths.extension, load: () => import('./screens/extension-page.tsx').then((m) => m.ExtensionPage) },
  ],
};
