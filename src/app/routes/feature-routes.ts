// Every area's screens, composed: the one place that knows all the features (app/ composes, features never
// import one another). Order matters only where one path is a prefix of another (Switch takes the first match).
import { paths, withinArea } from '../../core/routing/paths.ts';
import type { ScreenRoute } from '../../core/routing/screen-route.ts';
import { routes as home } from '../../features/home/routes.ts';
import { routes as onboarding } from '../../features/onboarding/routes.ts';
import { routes as payments } from '../../features/payments/routes.ts';
import { routes as profile } from '../../features/profile/routes.ts';
import { routes as subscription } from '../../features/subscription/routes.ts';
import { routes as card } from '../../features/card/routes.ts';
import { routes as appointments } from '../../features/appointments/routes.ts';
import { routes as medicalRecord } from '../../features/medical-record/routes.ts';
import { routes as benefits } from '../../features/benefits/routes.ts';
import { routes as headquarters } from '../../features/headquarters/routes.ts';
import { routes as support } from '../../features/support/routes.ts';
import { routes as sales } from '../../features/sales/routes.ts';
import { routes as reminders } from '../../features/reminders/routes.ts';
import { routes as auth } from '../../features/auth/routes.ts';
import { routes as formModule } from '../../features/form-module/routes.ts';
import { routes as caregivers } from '../../features/caregivers/routes.ts';

const features = [
  auth,
  formModule,
  home,
  onboarding,
  payments,
  profile,
  subscription,
  card,
  appointments,
  medicalRecord,
  benefits,
  headquarters,
  support,
  sales,
  reminders,
  caregivers,
];

/**
 * An area's screens as its nested router registers them: each screen's address (core/routing/paths.ts, the one
 * its links take) relative to the area's root. A screen listed under an area its address is not in is a mistake
 * the first render would hide (a route that never matches), so it stops the app at load.
 */
function within(root: string, screens: ScreenRoute[]): ScreenRoute[] {
  return screens.map((screen) => {
    if (screen.path !== root && !screen.path.startsWith(`${root}/`)) throw new Error(`${screen.path} is not under ${root}`);
    return { ...screen, path: withinArea(screen.path) };
  });
}

export const authScreens: ScreenRoute[] = within(
  paths.auth,
  features.flatMap((f) => f.auth ?? []),
);
export const homeScreens: ScreenRoute[] = within(
  paths.home,
  features.flatMap((f) => f.home ?? []),
);
export const publicScreens: ScreenRoute[] = within(
  paths.public,
  features.flatMap((f) => f.public ?? []),
);
/** The form-module context's screen (one area offers it). */
export const moduleScreen = features.find((f) => f.module)!.module!;
