import { Redirect, Route, Router, Switch } from 'wouter';
import { AuthArea } from './routes/auth-area.tsx';
import { lazyArea } from './routes/lazy-area.tsx';
import { NavigationEffects } from './navigation-effects.tsx';
import { AppFrame } from './frame/app-frame.tsx';
import { moduleScreen } from './routes/feature-routes.ts';
import { paths } from '../core/routing/paths.ts';

/** Also preloaded by main.tsx for a returning member: the same loader, so the area renders at once when it is here. */
export const loadHomeArea = () => import('./routes/home-area.tsx').then((m) => m.HomeArea);
const HomeArea = lazyArea(loadHomeArea);
const FormModulePage = lazyArea(moduleScreen);
const PublicArea = lazyArea(() => import('./routes/public-area.tsx').then((m) => m.PublicArea));

/** docs/specification.md, section 2: root, /auth, /home and /public, each area guarded and lazy where it can be. */
/**
 * `formModule`: opened by a host with module keys, the portal shows that one form flow and nothing else.
 * `ssrPath`: the path rendered at build time (scripts/vite-plugin-prerender.ts).
 */
export function App({ formModule = false, ssrPath }: { formModule?: boolean; ssrPath?: string }) {
  if (formModule) {
    return (
      <AppFrame>
        <FormModulePage />
      </AppFrame>
    );
  }
  return (
    <Router ssrPath={ssrPath}>
      <NavigationEffects />
      <AppFrame>
        <Switch>
          {/* Keys keep the two Redirects apart: wouter's Redirect acts once, on mount, and without keys Preact
              would reuse the first one for the second route and never redirect /x -> / -> /home. */}
          <Route path={paths.root}>
            <Redirect key="home" to={paths.home} replace />
          </Route>
          <Route path={paths.auth} nest>
            <AuthArea />
          </Route>
          <Route path={paths.home} nest>
            <HomeArea />
          </Route>
          <Route path={paths.public} nest>
            <PublicArea />
          </Route>
          <Route>
            <Redirect key="root" to="/" replace />
          </Route>
        </Switch>
      </AppFrame>
    </Router>
  );
}
