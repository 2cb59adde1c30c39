// The /home child routes of docs/specification.md, section 2. Screens of a menu module pass through the module guard.
import type { ReactNode } from 'react';
import { paths, withinArea } from '../../core/routing/paths.ts';
import { Redirect, Route, Switch } from 'wouter';
import { ModuleGuard } from './module-guard.tsx';
import { homeScreens } from './feature-routes.ts';
import { loadScreens, screenRoutes } from './screen-routes.tsx';

const screensOfFeatures = loadScreens(homeScreens);

function guarded(children: ReactNode, route?: { roles?: readonly string[]; title?: string; offline?: boolean }) {
  return (
    <ModuleGuard roles={route?.roles} title={route?.title} offline={route?.offline}>
      {children}
    </ModuleGuard>
  );
}

export function HomeRoutes() {
  return (
    <Switch>
      {screenRoutes(screensOfFeatures, (route, screen) => guarded(screen, route))}
      {/* The spec's 'subscription' child route: the menu's entry is its summary. Absolute, so no second address. */}
      <Route path={withinArea(paths.subscriptionIndex)}>
        <Redirect to={`~${paths.subscription}`} replace />
      </Route>
      {/* Unknown paths go to home (spec, section 2). */}
      <Route>
        <Redirect to={`~${paths.home}`} replace />
      </Route>
    </Switch>
  );
}
