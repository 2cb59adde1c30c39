import type { FeatureRoutes } from '../../core/routing/screen-route.ts';

// Opened by a host with module keys, the portal shows this one screen and no area (app/app.tsx).
export const routes: FeatureRoutes = {
  module: () => import('./screens/form-module-page.tsx').then((m) => m.FormModulePage),
};
