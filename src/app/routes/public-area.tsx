// /public: pages anyone may open (a payment waiting for confirmation, a beneficiary's invitation).
import { paths } from '../../core/paths.ts';
import { Redirect, Route, Switch } from 'wouter';
import { AuthScreen } from '../../ui/auth-screen.tsx';
import { brandTexts } from '../../i18n/brand.ts';
import { sectionNav, sections } from '../../i18n/sections.ts';
import { SectionScreen } from './section-screen.tsx';
import { publicScreens } from './feature-routes.ts';
import { loadScreens, screenRoutes } from './screen-routes.tsx';

const screensOfFeatures = loadScreens(publicScreens);

const toLogin = { href: `~${paths.login}`, label: sectionNav.login };

export function PublicArea() {
  return (
    <AuthScreen brand={brandTexts}>
      <Switch>
        {screenRoutes(screensOfFeatures)}
        <Route path="/payment-pending">
          <SectionScreen section={sections.paymentPending} next={toLogin} />
        </Route>
        <Route>
          <Redirect to={`~${paths.root}`} replace />
        </Route>
      </Switch>
    </AuthScreen>
  );
}
