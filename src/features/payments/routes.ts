import { HOLDER_ROLES, STAFF_ROLES } from '../../core/access/roles.ts';
import { paymentPaths } from '../../core/routing/paths.ts';
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
    { path: paymentPaths.owed.path, roles: HOLDERS, load: () => import('./screens/owed-page.tsx').then((m) => m.OwedPage) },
    { path: paymentPaths.method, roles: HOLDERS, load: () => import('./screens/method-page.tsx').then((m) => m.MethodPage) },
    { path: paymentPaths.bold, roles: HOLDERS, load: () => import('./screens/bold-page.tsx').then((m) => m.BoldPage) },
    { path: paymentPaths.agreements, roles: HOLDERS, load: () => import('./screens/agreements-page.tsx').then((m) => m.AgreementsPage) },
    { path: paymentPaths.site, roles: HOLDERS, load: () => import('./screens/site-page.tsx').then((m) => m.SitePage) },
    { path: paymentPaths.myPayments, load: () => import('./screens/my-payments-page.tsx').then((m) => m.MyPaymentsPage) },
    { path: paymentPaths.receipt.path, load: () => import('./screens/receipt-page.tsx').then((m) => m.ReceiptPage) },
    { path: paymentPaths.approval, roles: HOLDERS, load: result },
    { path: paymentPaths.rejected, roles: HOLDERS, load: result },
    {
      path: paymentPaths.staffSite,
      roles: STAFF,
      title: titles.site,
      load: () => import('./screens/staff-site-page.tsx').then((m) => m.StaffSitePage),
    },
    {
      path: paymentPaths.staffCash,
      roles: STAFF,
      title: titles.cash,
      load: () => import('./screens/staff-cash-page.tsx').then((m) => m.StaffCashPage),
    },
    {
      path: paymentPaths.staffPos,
      roles: STAFF,
      title: titles.pos,
      load: () => import('./screens/staff-pos-page.tsx').then((m) => m.StaffPosPage),
    },
    {
      path: paymentPaths.staffReceipt.path,
      roles: STAFF,
      title: titles.receipt,
      load: () => import('./screens/staff-receipt-page.tsx').then((m) => m.StaffReceiptPage),
    },
  ],
  public: [{ path: paymentPaths.pending, load: result }],
};
