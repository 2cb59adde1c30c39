// /public: pages anyone may open (a payment waiting for confirmation, a beneficiary's invitation).
import { paths } from '../../core/routing/paths.ts';
import { Redirect, Route, Switch } from 'wouter';
import { AuthScreen } from '../../ui/auth-screen.tsx';
import { brandTexts } from '../../i18n/brand.ts';
import { publicScreens } from './feature-routes.ts';
import { loadScreens, screenRoutes } from './screen-routes.tsx';

const screensOfFeatures = loadScreens(publicScreens);

export function PublicArea() {
  return (
    <AuthScreen brand={brandTexts}>
      <Switch>
        {screenRoutes(screensOfFeatures)}
        <Route>
          <Redirect to={`~${paths.root}`} replace />
        </Route>
      </Switch>
    </AuthScreen>
  );
}
