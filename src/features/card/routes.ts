import { paths } from '../../core/routing/paths.ts';
import type { FeatureRoutes } from '../../core/routing/screen-route.ts';

export const routes: FeatureRoutes = {
  home: [{ path: paths.card, load: () => import('./screens/card-page.tsx').then((m) => m.CardPage), offline: true }],
};
