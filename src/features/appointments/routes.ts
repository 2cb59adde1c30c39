import type { FeatureRoutes } from '../../core/routing/screen-route.ts';

export const routes: FeatureRoutes = {
  home: [
    { path: '/citas', load: () => import('./screens/to-booking-page.tsx').then((m) => m.ToBookingPage) },
    { path: '/citas/agendar', load: () => import('./screens/book-page.tsx').then((m) => m.BookPage) },
    { path: '/citas/proximas', load: () => import('./screens/list-page.tsx').then((m) => m.UpcomingPage) },
    { path: '/citas/pasadas', load: () => import('./screens/list-page.tsx').then((m) => m.PastPage) },
    { path: '/citas/:id/cancelar', load: () => import('./screens/cancel-page.tsx').then((m) => m.CancelPage) },
    { path: '/citas/:id/cambiar', load: () => import('./screens/reschedule-page.tsx').then((m) => m.ReschedulePage) },
  ],
};
