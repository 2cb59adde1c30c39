import { paths } from '../../core/routing/paths.ts';
import type { FeatureRoutes } from '../../core/routing/screen-route.ts';

// Each screen its own lazy chunk. The Avisos screen lives under Mi Perfil's address, so the same module guard
// applies; the unsubscribe page is public: a message's link must work without signing in.
export const routes: FeatureRoutes = {
  home: [{ path: paths.reminders, load: () => import('./screens/reminders-page.tsx').then((m) => m.RemindersPage) }],
  public: [{ path: paths.unsubscribe, load: () => import('./screens/unsubscribe-page.tsx').then((m) => m.UnsubscribePage) }],
};
