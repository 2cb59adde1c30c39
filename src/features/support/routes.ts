import { MEMBER_ROLES } from '../../core/access/roles.ts';
import { paths } from '../../core/routing/paths.ts';
import type { FeatureRoutes } from '../../core/routing/screen-route.ts';
import { pqrScreenName } from '../../i18n/support-routes.ts';

/** PQR is not a menu module: only members (holders and beneficiaries) may open it; the sandbox checks it too. */
const PQR_ROLES = MEMBER_ROLES;

export const routes: FeatureRoutes = {
  home: [
    { path: paths.support, load: () => import('./screens/faq-page.tsx').then((m) => m.FaqPage) },
    { path: paths.contact, load: () => import('./screens/contact-page.tsx').then((m) => m.ContactPage) },
    { path: paths.supportIndex, load: () => import('./screens/support-index-page.tsx').then((m) => m.SupportIndexPage) },
    { path: paths.supportRest, load: () => import('./screens/support-index-page.tsx').then((m) => m.SupportIndexPage) },
    {
      path: paths.pqrs,
      roles: PQR_ROLES,
      title: pqrScreenName,
      load: () => import('./screens/pqr-list-page.tsx').then((m) => m.PqrListPage),
    },
    {
      path: paths.newPqr,
      roles: PQR_ROLES,
      title: pqrScreenName,
      load: () => import('./screens/pqr-new-page.tsx').then((m) => m.PqrNewPage),
    },
    {
      path: paths.pqr.path,
      roles: PQR_ROLES,
      title: pqrScreenName,
      load: () => import('./screens/pqr-detail-page.tsx').then((m) => m.PqrDetailPage),
    },
  ],
};
