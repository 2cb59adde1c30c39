// The payments' calls: what a customer owes (charges), the payments that settle it, the hosted card gateway and the
// payment agreements. Their test controls are in controls.ts.
import { Hono } from 'hono';
import type { Deps, SandboxEnv } from '../../env.ts';
import { agreementRoutes } from './agreement-routes.ts';
import { chargeRoutes } from './charge-routes.ts';
import { gatewayRoutes } from './gateway-routes.ts';
import { paymentRoutes } from './payment-routes.ts';

export function paymentsDomainRoutes(deps: Deps) {
  const app = new Hono<SandboxEnv>();
  app.route('/', chargeRoutes(deps));
  app.route('/', paymentRoutes(deps));
  app.route('/', gatewayRoutes(deps));
  app.route('/', agreementRoutes(deps));
  return app;
}
