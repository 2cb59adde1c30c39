import { paths } from '../../core/routing/paths.ts';
import type { FeatureRoutes } from '../../core/routing/screen-route.ts';

export const routes: FeatureRoutes = {
  home: [
    { path: paths.appointmentsIndex, load: () => import('./screens/to-booking-page.tsx').then((m) => m.ToBookingPage) },
    { path: paths.appointments, load: () => import('./screens/book-page.tsx').then((m) => m.BookPage) },
    { path: paths.upcomingAppointments, load: () => import('./screens/list-page.tsx').then((m) => m.UpcomingPage) },
    { path: paths.pastAppointments, load: () => import('./screens/list-page.tsx').then((m) => m.PastPage) },
    { path: paths.cancelAppointment.path, load: () => import('./screens/cancel-page.tsx').then((m) => m.CancelPage) },
    { path: paths.rescheduleAppointment.path, load: () => import('./screens/reschedule-page.tsx').then((m) => m.ReschedulePage) },
  ],
};
