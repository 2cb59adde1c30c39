// Turns an area's screen table into routes: each screen a lazy chunk, wrapped by the area's guard.
import type { ComponentType, ReactNode } from 'react';
import { Route } from 'wouter';
import type { ScreenRoute } from '../../core/routing/screen-route.ts';
import { lazyArea } from './lazy-area.tsx';

interface Loaded {
  route: ScreenRoute;
  Screen: ComponentType<{ params: Record<string, string | undefined> }>;
}

/** Made once per table, at module load, so a screen's lazy wrapper (and its loaded chunk) is never remade. */
export function loadScreens(routes: ScreenRoute[]): Loaded[] {
  return routes.map((route) => ({ route, Screen: lazyArea(route.load) }));
}

export function screenRoutes(loaded: Loaded[], guard: (route: ScreenRoute, screen: ReactNode) => ReactNode = (_, s) => s) {
  return loaded.map(({ route, Screen }) => (
    <Route key={route.path} path={route.path}>
      {(params) => guard(route, <Screen params={params as Record<string, string | undefined>} />)}
    </Route>
  ));
}
