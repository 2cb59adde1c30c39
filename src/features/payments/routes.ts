import { HOLDER_ROLES, STAFF_ROLES } from '../../core/access/roles.ts';
import type { FeatureRoutes } from '../../core/routing/screen-route.ts';
import { staffPaymentTitles as titles } from '../../i18n/payments-routes.ts';

// Paying is for holders; a beneficiary's plan is paid by its holder. None of these is a menu module except
// Mis Pagos, so a member in 'En Mora' can still pay.
const HOLDERS = HOLDER_ROLES;
// The staff payments: a Vendedor or Asesor registers what a customer paid at a headquarters (the sandbox checks
// the role and the advisor again on every call).
const STAFF = STAFF_ROLES;
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
    {
      path: '/paymentSite',
      roles: STAFF,
      title: titles.site,
      load: () => import('./screens/staff-site-page.tsx').then((m) => m.StaffSitePage),
    },
    {
      path: '/paymentCash',
      roles: STAFF,
      title: titles.cash,
      load: () => import('./screens/staff-cash-page.tsx').then((m) => m.StaffCashPage),
    },
    {
      path: '/paymentPOS',
      roles: STAFF,
      title: titles.pos,
      load: () => import('./screens/staff-pos-page.tsx').then((m) => m.StaffPosPage),
    },
    {
      path: '/registeredPayment',
      roles: STAFF,
      title: titles.receipt,
      load: () => import('./screens/staff-receipt-page.tsx').then((m) => m.StaffReceiptPage),
    },
  ],
  public: [{ path: '/payment-pending', load: result }],
};
