import { OperationHandlers } from '../../bind.ts';
import { planCatalogue } from './seed.ts';

/** Public: the plans screen shows them before anyone has an account. */
export function planRoutes() {
  const app = new OperationHandlers();
  app.handle('getPlans', (c) => c.json(planCatalogue()));
  return app;
}
