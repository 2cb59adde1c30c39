// /auth: only without a signed-in user (else /home). The login and welcome screens, where people land cold, are
// in the first bundle and prerendered (scripts/vite-plugin-prerender.ts), so they paint without waiting for any
// chunk and the script takes over the same markup; the rest loads on demand.
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useUser } from '../../core/session/user.ts';
import { LoginPage } from '../../features/auth/screens/login-page.tsx';
import { WelcomePage } from '../../features/auth/screens/welcome-page.tsx';
import { authScreens } from './feature-routes.ts';
import { loadScreens, screenRoutes } from './screen-routes.tsx';
import { RenderBoundary } from '../errors/render-boundary.tsx';
import { BugPage } from '../errors/bug-page.tsx';
import { AuthScreen } from '../../ui/auth-screen.tsx';
import { brandTexts } from '../../i18n/brand.ts';
import { paths, withinArea } from '../../core/routing/paths.ts';
import { isFreshSignup } from '../../core/session/fresh-signup.ts';

const screensOfFeatures = loadScreens(authScreens);

/**
 * The one /auth screen a signed-in user may see, and only right after signing up: the new member lands there
 * from the confirm page, and it moves on to /home by itself after 5 s (docs/onboarding.md).
 */
const SIGNED_IN_ALLOWED = withinArea(paths.endRegistration.path);

const authBug = (
  <AuthScreen brand={brandTexts}>
    <BugPage home={paths.login} />
  </AuthScreen>
);

export function AuthArea() {
  const user = useUser();
  const [location] = useLocation();
  if (user && !(location === SIGNED_IN_ALLOWED && isFreshSignup())) return <Redirect to={`~${paths.home}`} replace />;
  return (
    <RenderBoundary where="auth" resetKey={location} fallback={authBug}>
      <Switch>
        <Route path={withinArea(paths.login)} component={LoginPage} />
        {screenRoutes(screensOfFeatures)}
        <Route path={withinArea(paths.welcome)} component={WelcomePage} />
        <Route>
          <Redirect to={withinArea(paths.welcome)} replace />
        </Route>
      </Switch>
    </RenderBoundary>
  );
}
