import type { FeatureRoutes } from '../../core/screen-route.ts';

export const routes: FeatureRoutes = {};
