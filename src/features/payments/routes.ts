import type { FeatureRoutes } from '../../core/screen-route.ts';

// Paying is for holders; a beneficiary's plan is paid by its holder. None of these is a menu module except
// Mis Pagos, so a member in 'En Mora' can still pay.
const HOLDERS = ['titular', 'Titular-CORPORATIVO'] as const;
const result = () => import('./screens/result-page.tsx').then((m) => m.ResultPage);

export const routes: FeatureRoutes = {
  home: [
    { path: '/payments/:module', roles: HOLDERS, load: () => import('./screens/owed-page.tsx').then((m) => m.OwedPage) },
    { path: '/paymentMethod', roles: HOLDERS, load: () => import('./screens/method-page.tsx').then((m) => m.MethodPage) },
    { path: '/payment-bold', roles: HOLDERS, load: () => import('./screens/bold-page.tsx').then((m) => m.BoldPage) },
    { path: '/payment-agreements', roles: HOLDERS, load: () => import('./screens/agreements-page.tsx').then((m) => m.AgreementsPage) },
    { path: '/sitePayment', roles: HOLDERS, load: () => import('./screens/site-page.tsx').then((m) => m.SitePage) },
    { path: '/myPayments', load: () => import('./screens/my-payments-page.tsx').then((m) => m.MyPaymentsPage) },
    { path: '/myPayments/:id', load: () => import('./screens/receipt-page.tsx').then((m) => m.ReceiptPage) },
    { path: '/paymentApproval', roles: HOLDERS, load: result },
    { path: '/paymentRejected', roles: HOLDERS, load: result },
  ],
  public: [{ path: '/payment-pending', load: result }],
};
