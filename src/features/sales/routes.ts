import type { FeatureRoutes } from '../../core/screen-route.ts';

const STAFF = ['Vendedor', 'Asesor'] as const;

// mySales/advisorSummary and mySales/admin are menu modules (Vendedor, Asesor): the menu's guard keeps each to
// its role; `roles` keeps every other sales address to the sales staff. The sandbox checks the same roles.
export const routes: FeatureRoutes = {
  home: [
    { path: '/mySales/:type', roles: STAFF, title: 'Ventas', load: () => import('./screens/my-sales-page.tsx').then((m) => m.MySalesPage) },
    { path: '/customerInformation/:type/:id', roles: STAFF, title: 'Información del cliente', load: () => import('./screens/customer-information-page.tsx').then((m) => m.CustomerInformationPage) },
  ],
};
