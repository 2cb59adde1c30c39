import { STAFF_ROLES } from '../../core/access/roles.ts';
import { salePaths } from '../../core/routing/paths.ts';
import type { FeatureRoutes } from '../../core/routing/screen-route.ts';

const STAFF = STAFF_ROLES;

// mySales/advisorSummary and mySales/admin are menu modules (Vendedor, Asesor): the menu's guard keeps each to
// its role; `roles` keeps every other sales address to the sales staff. The sandbox checks the same roles.
export const routes: FeatureRoutes = {
  home: [
    {
      path: salePaths.mySales.path,
      roles: STAFF,
      title: 'Ventas',
      load: () => import('./screens/my-sales-page.tsx').then((m) => m.MySalesPage),
    },
    {
      path: salePaths.register,
      roles: STAFF,
      title: 'Registrar venta',
      load: () => import('./screens/register-sale-page.tsx').then((m) => m.RegisterSalePage),
    },
    {
      path: salePaths.registered.path,
      roles: STAFF,
      title: 'Venta registrada',
      load: () => import('./screens/registered-sale-page.tsx').then((m) => m.RegisteredSalePage),
    },
    {
      path: salePaths.customer.path,
      roles: STAFF,
      title: 'Información del cliente',
      load: () => import('./screens/customer-information-page.tsx').then((m) => m.CustomerInformationPage),
    },
  ],
  // The welcome e-mail's link: a customer registered by an advisor chooses their password (no session yet).
  public: [{ path: salePaths.welcome, load: () => import('./screens/welcome-page.tsx').then((m) => m.WelcomePage) }],
};
