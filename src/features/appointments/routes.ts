import type { FeatureRoutes } from '../../core/screen-route.ts';

export const routes: FeatureRoutes = {
  home: [
    { path: '/citas', load: () => import('./screens/to-booking.tsx').then((m) => m.ToBooking) },
    { path: '/citas/agendar', load: () => import('./screens/book-screen.tsx').then((m) => m.BookScreen) },
    { path: '/citas/proximas', load: () => import('./screens/list-screen.tsx').then((m) => m.UpcomingScreen) },
    { path: '/citas/pasadas', load: () => import('./screens/list-screen.tsx').then((m) => m.PastScreen) },
    { path: '/citas/:id/cancelar', load: () => import('./screens/cancel-screen.tsx').then((m) => m.CancelScreen) },
    { path: '/citas/:id/cambiar', load: () => import('./screens/reschedule-screen.tsx').then((m) => m.RescheduleScreen) },
  ],
};
