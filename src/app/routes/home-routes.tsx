// The /home child routes of docs/specification.md, section 2. Screens of a menu module pass through the module guard.
import type { ReactNode } from 'react';
import { paths } from '../../core/paths.ts';
import { Redirect, Route, Switch } from 'wouter';
import { sectionNav, sections, type SectionKey } from '../../i18n/sections.ts';
import { ModuleGuard } from './module-guard.tsx';
import { SectionScreen } from './section-screen.tsx';
import { homeScreens } from './feature-routes.ts';
import { loadScreens, screenRoutes } from './screen-routes.tsx';

const screensOfFeatures = loadScreens(homeScreens);

/** Title cards for the routes no feature serves yet; a feature's own screen comes first and wins. */
const screens: [path: string, section: SectionKey][] = [
  ['/citas', 'citas'],
  ['/citas/*', 'citas'],
  ['/support', 'support'],
  ['/support/*', 'support'],
  ['/pacientes', 'pacientes'],
  ['/carne', 'carne'],
  ['/medical-record', 'medicalRecord'],
  ['/medical-record/*', 'medicalRecord'],
  ['/subscription/upgradeSubscription', 'upgradeSubscription'],
  ['/subscription/extendedSubscription', 'extendedSubscription'],
  ['/subscription', 'subscription'],
  ['/subscription/*', 'subscription'],
  ['/benefits', 'benefits'],
  ['/pqr', 'pqr'],
  ['/paymentApproval', 'paymentApproval'],
  ['/paymentRejected', 'paymentRejected'],
  ['/mySales/:type', 'mySales'],
  ['/paymentMethod', 'paymentMethod'],
  ['/payments/:module', 'payments'],
  ['/headquarters', 'headquarters'],
  ['/registerSale', 'registerSale'],
  ['/sitePayment', 'sitePayment'],
  ['/payment-agreements', 'paymentAgreements'],
  ['/payment-bold', 'paymentBold'],
  ['/registeredSale', 'registeredSale'],
  ['/customerInformation/:type/:id', 'customerInformation'],
  ['/paymentSite', 'paymentSite'],
  ['/paymentCash', 'paymentCash'],
  ['/paymentPOS', 'paymentPOS'],
  ['/registeredPayment', 'registeredPayment'],
  ['/myPayments', 'myPayments'],
];

// Absolute: '/' inside the /home router would be '/home/', a second address for the same screen.
const backHome = { href: `~${paths.home}`, label: sectionNav.backHome };

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
      {screens.map(([path, key]) => (
        <Route key={path} path={path}>
          {guarded(<SectionScreen section={sections[key]} next={backHome} />)}
        </Route>
      ))}
      <Route>
        <Redirect to={`~${paths.home}`} replace />
      </Route>
    </Switch>
  );
}
