import { OperationHandlers } from '../../bind.ts';
import type { Deps } from '../../env.ts';
import { invalidRequest, validationError } from '../../errors.ts';
import { readJsonObject } from '../../json-body.ts';
import { TOKEN_SHAPES, type TokenShape } from '../../../../contract/accounts/schemas.ts';

/** The accounts' test control, under /__sandbox (app.ts mounts it with every domain's). */
export function accountControls(deps: Deps) {
  const app = new OperationHandlers();

  // Tokens a provider's identity server might mint instead of ours, until the next reset (docs/sandbox.md).
  app.handle('postSandboxTokenShape', async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const { shape } = read.body;
    if (typeof shape !== 'string' || !(TOKEN_SHAPES as readonly string[]).includes(shape)) {
      return validationError(c, { shape: `Usa uno de: ${TOKEN_SHAPES.join(', ')}.` });
    }
    deps.store.tokenShape = shape as TokenShape;
    return c.json({ shape });
  });

  return app;
}
