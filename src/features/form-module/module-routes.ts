// Where each form module's flow lives in the portal, by the configuration's formId: finishing the module
// hands the host that path (a NAVIGATION), so the host opens the portal there.
import { paths } from '../../core/routing/paths.ts';

export const moduleRoutes: Record<string, string> = {
  'perfil-afiliado': paths.profile,
  'alta-beneficiario': paths.subscription,
};

/** Leaving a module without finishing it takes the user home. */
export const LEAVE_ROUTE = paths.home;
