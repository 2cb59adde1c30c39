// The payments' calls: what a customer owes (charges), the payments that settle it, the hosted card gateway and the
// payment agreements. Their test controls are in controls.ts.
import { OperationHandlers } from '../../bind.ts';
import type { Deps } from '../../env.ts';
import { agreementRoutes } from './agreement-routes.ts';
import { chargeRoutes } from './charge-routes.ts';
import { gatewayRoutes } from './gateway-routes.ts';
import { paymentRoutes } from './payment-routes.ts';

export function paymentsDomainRoutes(deps: Deps) {
  const app = new OperationHandlers();
  app.include(chargeRoutes(deps));
  app.include(paymentRoutes(deps));
  app.include(gatewayRoutes(deps));
  app.include(agreementRoutes(deps));
  return app;
}
