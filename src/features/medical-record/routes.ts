import type { FeatureRoutes } from '../../core/screen-route.ts';

export const routes: FeatureRoutes = {
  home: [
    { path: '/medical-record', load: () => import('./screens/to-history.tsx').then((m) => m.ToHistory) },
    { path: '/medical-record/medical-history', load: () => import('./screens/history-screen.tsx').then((m) => m.HistoryScreen) },
    { path: '/medical-record/medical-history/:id', load: () => import('./screens/entry-screen.tsx').then((m) => m.EntryScreen) },
  ],
};
