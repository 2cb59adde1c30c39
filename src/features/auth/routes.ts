import { paths } from '../../core/routing/paths.ts';
import type { FeatureRoutes } from '../../core/routing/screen-route.ts';

// The login and the welcome are not here: they are where people land cold, so app/routes/auth-area.tsx imports
// them into the first bundle and the build prerenders them (docs/decisions/007-prerendered-entry.md).
export const routes: FeatureRoutes = {
  auth: [
    { path: paths.switchPerson, load: () => import('./screens/switch-page.tsx').then((m) => m.SwitchPage) },
    { path: paths.endRegistration.path, load: () => import('./screens/end-registration-page.tsx').then((m) => m.EndRegistrationPage) },
  ],
};
