import { paths } from '../../core/routing/paths.ts';
import type { FeatureRoutes } from '../../core/routing/screen-route.ts';

export const routes: FeatureRoutes = {
  home: [
    { path: paths.medicalRecord, load: () => import('./screens/to-history-page.tsx').then((m) => m.ToHistoryPage) },
    { path: paths.medicalHistory, load: () => import('./screens/history-page.tsx').then((m) => m.HistoryPage) },
    { path: paths.medicalEntry.path, load: () => import('./screens/entry-page.tsx').then((m) => m.EntryPage) },
  ],
};
