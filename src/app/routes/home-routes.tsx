// The /home child routes of spec section 2. Screens of a menu module pass through the module guard.
import type { ReactNode } from 'react';
import { paths } from '../../core/paths.ts';
import { Redirect, Route, Switch } from 'wouter';
import { sectionNav, sections, type SectionKey } from '../../i18n/sections.ts';
import { ModuleGuard } from './module-guard.tsx';
import { lazyArea } from './lazy-area.tsx';
import { SectionScreen } from './section-screen.tsx';

const HomePage = lazyArea(() => import('../home/home-page.tsx').then((m) => m.HomePage));

/** Relative to /home. Order matters only where one path is a prefix of another (Switch takes the first match). */
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

function guarded(children: ReactNode) {
  return <ModuleGuard>{children}</ModuleGuard>;
}

export function HomeRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      {screens.map(([path, key]) => (
        <Route key={path} path={path}>
          {guarded(<SectionScreen section={sections[key]} next={backHome} />)}
        </Route>
      ))}
      <Route>
        <Redirect to="~/home" replace />
      </Route>
    </Switch>
  );
}
