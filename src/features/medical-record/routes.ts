import type { FeatureRoutes } from '../../core/routing/screen-route.ts';

export const routes: FeatureRoutes = {
  home: [
    { path: '/medical-record', load: () => import('./screens/to-history-page.tsx').then((m) => m.ToHistoryPage) },
    { path: '/medical-record/medical-history', load: () => import('./screens/history-page.tsx').then((m) => m.HistoryPage) },
    { path: '/medical-record/medical-history/:id', load: () => import('./screens/entry-page.tsx').then((m) => m.EntryPage) },
  ],
};
