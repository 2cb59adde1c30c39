import type { ComponentType } from 'react';

/**
 * A screen an area offers, as data: the app composes every area's list into its routes, loads the screen on
 * demand and applies the guards. `path` is the screen's address from core/routing/paths.ts (a builder's `.path`
 * where a part changes), in wouter's pattern syntax; app/routes/feature-routes.ts registers it relative to its
 * area's root (/auth, /home or /public). Parameters reach the screen as its `params` prop.
 */
export interface ScreenRoute {
  path: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen takes its own props
  load: () => Promise<ComponentType<any>>;
  /**
   * Who may open it besides the menu's module rule (spec's spellings, case-insensitive, the -CORPORATIVO suffix
   * applies); none = any signed-in user. The sandbox refuses the screen's calls to other roles as well.
   */
  roles?: readonly string[];
  /** The screen's name, for the notice home shows when a role may not open it. */
  title?: string;
  /**
   * The screen keeps its own copy of its data and shows it without network (the affiliation card): when the
   * customer record cannot be loaded because the device is offline, the guard lets it through instead of
   * showing the customer error. The server still checks every call once the network is back.
   */
  offline?: boolean;
}

/** An area's screens, by the part of the portal they live in. */
export interface FeatureRoutes {
  auth?: ScreenRoute[];
  home?: ScreenRoute[];
  public?: ScreenRoute[];
  /** The one screen of the form-module context (a host opened the portal with module keys). */
  module?: ScreenRoute['load'];
}
