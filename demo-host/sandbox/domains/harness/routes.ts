import { OperationHandlers } from '../../bind.ts';
import { openapiDocument, sandboxOpenapiDocument } from '../../../../contract/document.ts';

/**
 * The two documents, written from the contract's schemas at start-up, so what the contract test checks is what
 * clients get: the provider's API, and apart the sandbox's own controls and gateway (contract/document.ts).
 */
export function openapiRoutes() {
  const app = new OperationHandlers();
  app.handle('getOpenapiJson', (c) => c.json(openapiDocument));
  app.handle('getSandboxOpenapiJson', (c) => c.json(sandboxOpenapiDocument));
  return app;
}
